import type { RouterData } from '@latchkit/core'
import type { StringId } from '../../i18n/strings.en.js'
import type { Translate } from '../../i18n/translate.js'
import { socialProviderNames } from './social/socialProviderNames.js'

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
  SmartSessions: 'smartSessions',
}

/** EmbeddedWalletFrame's title: what the frame asks for. */
const frameStepTitles: Record<string, StringId> = {
  create: 'secureWallet',
  recover: 'unlockWallet',
  export: 'exportKey',
}

/**
 * The header title of a view, from the catalogue; ConnectingSocial's is the provider's brand name
 * (never translated), which its view's text repeats as "Log in with …", and ConnectingFarcaster's
 * is Farcaster's.
 */
export function viewTitle(
  view: string,
  t: Translate,
  data?: Pick<RouterData, 'frameStep' | 'socialProvider'>,
): string {
  if (view === 'ConnectingSocial' && data?.socialProvider) return socialProviderNames[data.socialProvider]
  if (view === 'ConnectingFarcaster') return socialProviderNames.farcaster
  const id = view === 'EmbeddedWalletFrame' ? frameStepTitles[data?.frameStep ?? 'create'] : titles[view]
  return id ? t(id) : t('connectWallet')
}
