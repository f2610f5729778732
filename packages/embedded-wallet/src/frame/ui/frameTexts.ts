import { selectPlural } from '@latchkit/core'

/**
 * Every text the frame shows, in English; the other languages are files of the same shape in
 * `locales/`, downloaded for a visitor who reads them (`frameLanguage.ts`). `{name}` marks a value
 * filled in by `text`; a count's text is ICU's plural form.
 */
export const frameTexts = {
  createTitle: 'Protect your wallet',
  createLead:
    'Choose a recovery password. You will need it to use your wallet on another device. Nobody else has it, and it cannot be reset.',
  recoverTitle: 'Unlock your wallet on this device',
  recoverLead: 'Enter the recovery password you chose when you created your wallet.',
  password: 'Recovery password',
  confirmPassword: 'Repeat the recovery password',
  passwordTooShort: '{count, plural, one {Use at least # character.} other {Use at least # characters.}}',
  passwordsDiffer: 'The two passwords are not the same.',
  wrongPassword: 'That recovery password is not right.',
  usePasskey: 'Use a passkey instead',
  passkeyLead: 'Unlock it with the passkey you made for this wallet.',
  unlockWithPasskey: 'Use passkey',
  passkeyNotUsed: 'The passkey was not used. Try again, or choose a recovery password.',
  passkeyWithoutPrf: 'This passkey cannot protect a wallet. Choose a recovery password instead.',
  passkeyOfAnotherAccount: 'That passkey belongs to another account.',
  wrongPasskey: 'That passkey does not unlock this wallet.',
  createWallet: 'Create wallet',
  unlockWallet: 'Unlock wallet',
  working: 'Working…',
  cancel: 'Cancel',
  approveTitle: 'Approve request',
  approveLead: '{site} asks your wallet to sign.',
  approve: 'Approve',
  decline: 'Decline',
  signMessage: 'Sign a message',
  signTypedData: 'Sign structured data',
  sendTransaction: 'Send a transaction',
  signSolanaMessage: 'Sign a Solana message',
  signSolanaTransaction: 'Sign a Solana transaction',
  account: 'Account',
  network: 'Network',
  recipient: 'To',
  amount: 'Amount',
  maxFee: 'Maximum network fee',
  contractData: 'Data',
  program: 'Program',
  message: 'Message',
  sendCalls: 'Send several transactions',
  transactionCount: 'Transactions',
  totalAmount: 'Total amount',
  transaction: 'Transaction',
  dataSize: 'Data size',
  signUserOperation: 'Approve smart account operation',
  smartAccount: 'Smart account',
  accountCreation: 'Account creation',
  createdByThisOperation: 'Created by this operation',
  paidBySite: 'Paid by the site',
  grantSession: 'Allow this site to spend without asking',
  site: 'Site',
  token: 'Token',
  amountPerPeriod: 'Amount per period',
  baseUnits: '{amount} base units',
  period: 'Period',
  expires: 'Expires',
  exportTitle: 'Export private key',
  exportLead: 'We sent a code to {email}. Enter it to see your private keys.',
  exportWarning:
    'Anyone with these keys controls your funds. Never share them, and never paste them into a website.',
  code: 'Code',
  showKeys: 'Show keys',
  evmKey: 'EVM private key',
  solanaKey: 'Solana private key',
  done: 'Done',
  wrongCode: 'That code is not right.',
  somethingWentWrong: 'Something went wrong',
} as const

export type FrameTextKey = keyof typeof frameTexts

/** A language's frame texts: the same keys as English, each a string (placeholders as `{name}`). */
export type FrameTexts = Record<FrameTextKey, string>

let current: { texts: FrameTexts; locale: string } = { texts: frameTexts, locale: 'en' }

/** Shows the frame in `locale` from now on, with its texts (the views drawn next use them). */
export function setFrameTexts(locale: string, texts: FrameTexts): void {
  current = { texts, locale }
}

/** The frame's language (a tag of the catalogue's, `en` until another is set). */
export function frameLocale(): string {
  return current.locale
}

/** The text for `key` in the frame's language: its plural form for the count, placeholders filled. */
export function text(key: FrameTextKey, values: Record<string, string | number> = {}): string {
  return selectPlural(current.texts[key], values, current.locale).replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => (name in values ? String(values[name]) : placeholder),
  )
}
