import { userVisibleMessages } from '@latchkit/core'
import { buttonStrings } from './buttonStrings.en.js'

/**
 * The English catalogue: every text the kit's elements and views show, keyed by id. Core's
 * user-visible message codes are keys too (their English is core's catalogue, spec section 8),
 * so a view maps an error's `code` straight to a string. A new locale is one more file of the
 * same shape (`Catalogue`); components never hold wording. It loads with the modal's views; the
 * buttons use only `buttonStrings`.
 */
export const en = {
  ...userVisibleMessages,
  // Flow errors a Connecting view shows, in core's wording (spec section 8; a test keeps them
  // equal). Written out so the entry does not carry core's whole flow catalogue.
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  // What the buttons show; kept apart so the page's first download carries only these.
  ...buttonStrings,
  back: 'Back',
  close: 'Close',
  installed: 'Installed',
  recent: 'Recent',
  qrCode: 'QR code',
  scanWithWallet: 'Scan with your wallet',
  scanWithPhone: 'Scan this QR code with your phone',
  qrCodeLabel: 'QR code to connect {name}',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  loadingWallets: 'Loading wallets',
  noWallets: 'No wallets found',
  featureLoading: 'Loading',
  featureLoadFailed: 'This part of the wallet modal could not be loaded',
  allWallets: 'All wallets',
  walletCount: '{count}+',
  searchWallets: 'Search wallets',
  walletListFailed: 'Could not load wallets',
  continueInWallet: 'Continue in {name}',
  acceptInWallet: 'Accept the connection request in your wallet',
  rejectedHint: 'You declined the request in your wallet',
  failedHint: 'The wallet could not connect',
  qrExpired: 'This QR code expired',
  openWallet: 'Open {name}',
  dismiss: 'Dismiss',
  // Account, network and wallet-list views (src/modal/views/account, src/modal/views/network).
  switchNetwork: 'Switch network',
  connectedWallets: 'Connected wallets',
  accountAvatar: 'Avatar of {name}',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  addressCopyFailed: 'Could not copy the address',
  viewOnExplorer: 'View on block explorer',
  disconnect: 'Disconnect',
  balanceLoading: 'Loading balance',
  balanceUnavailable: 'Balance unavailable.',
  fiatWorth: '{amount} worth',
  networkButtonLabel: 'Network: {name}. Switch network',
  unsupportedNetwork: 'Unsupported network',
  manageWallets: 'Wallets',
  activeNetwork: 'Active',
  networkNotApproved: 'Not in wallet',
  networksWalletNote: 'Your wallet may not support every network this app offers; those are marked.',
  approveSwitch: 'Approve the switch to {name} in your wallet',
  switchPending: 'Waiting for your wallet…',
  tryAgain: 'Try again',
  switchDeclined: 'You declined the switch to {name}',
  switchFailed: 'Could not switch to {name}',
  switchNamespaceText: '{network} is a {namespace} network. Connect a {namespace} wallet to use it.',
  connectNamespaceWallet: 'Connect a {namespace} wallet',
  unsupportedChainText:
    'The app does not support the network your wallet is on. Switch to one of these to continue.',
  noSavedConnections: 'No other wallets yet. Wallets you connect stay listed here.',
  useWallet: 'Use {name}',
  removeWallet: 'Remove {name}',
  activeWallet: 'In use',
  walletAccounts: 'Accounts of this wallet',
  accountPayment: 'Payment',
  accountOrdinals: 'Ordinals',
  accountNumbered: 'Account {number}',
  useAccount: 'Use {name} ({address})',
  activeAccount: 'In use',
  namespaceEip155: 'EVM',
  namespaceSolana: 'Solana',
  namespaceBip122: 'Bitcoin',
  namespacePolkadot: 'Polkadot',
  namespaceCosmos: 'Cosmos',
  // Sign in with X (src/modal/views/siwx).
  signIn: 'Sign in',
  signInLead: '{name} wants you to sign in',
  signInExplain: 'Sign this message to prove you own this wallet. It costs nothing and sends no transaction.',
  signInMessage: 'Message to sign',
  sign: 'Sign',
  signing: 'Signing…',
  cancel: 'Cancel',
  // Email login and the embedded wallet (src/modal/views/email, connect/EmailSection).
  email: 'Email',
  or: 'or',
  continue: 'Continue',
  oneTimeCode: 'One-time code',
  codeSentTo: 'Enter the code we sent to {email}',
  codeHint: 'The code expires in 10 minutes.',
  codeResent: 'A new code is on its way.',
  resendCode: 'Resend code',
  approveTransaction: 'Approve transaction',
  secureWallet: 'Secure your wallet',
  unlockWallet: 'Unlock your wallet',
  exportKey: 'Export private key',
  walletFrameLoading: 'Your wallet shows its request here.',
  updateEmail: 'Update email',
  updateEmailLead:
    'Enter your new email. We will send a code to your current email, then one to the new one.',
  newEmail: 'New email',
  yourEmail: 'your email',
} as const

export type StringId = keyof typeof en

/** A locale's texts: the same ids as English, each a string (placeholders as `{name}`). */
export type Catalogue = Record<StringId, string>
