import type { StringId } from '../../i18n/strings.en.js'
import type { Translate } from '../../i18n/translate.js'

const titles: Partial<Record<string, StringId>> = {
  Connect: 'connectWallet',
  AllWallets: 'allWallets',
  ConnectingExternal: 'connectWallet',
  ConnectingWalletConnect: 'scanWithWallet',
  Account: 'account',
  Networks: 'selectNetwork',
  SwitchNetwork: 'switchNetwork',
  SwitchActiveChain: 'switchNetwork',
  UnsupportedChain: 'switchNetwork',
  ProfileWallets: 'manageWallets',
  SIWXSignMessage: 'signIn',
  EmailLogin: 'connectWallet',
  UpdateEmailWallet: 'updateEmail',
  ApproveTransaction: 'approveTransaction',
  WalletSend: 'send',
  WalletSendPreview: 'sendPreview',
  WalletReceive: 'receive',
  Transactions: 'activity',
  Swap: 'swap',
  Onramp: 'buyCrypto',
  Pay: 'pay',
  RegisterAccountName: 'chooseName',
  RegisterAccountNameSuccess: 'chooseName',
}

/** EmbeddedWalletFrame's title: what the frame asks for. */
const frameStepTitles: Record<string, StringId> = {
  create: 'secureWallet',
  recover: 'unlockWallet',
  export: 'exportKey',
}

/** The header title of a view, from the catalogue. */
export function viewTitle(view: string, t: Translate, frameStep?: string): string {
  const id = view === 'EmbeddedWalletFrame' ? frameStepTitles[frameStep ?? 'create'] : titles[view]
  return id ? t(id) : t('connectWallet')
}
