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
}

/** The header title of a view, from the catalogue. */
export function viewTitle(view: string, t: Translate): string {
  const id = titles[view]
  return id ? t(id) : t('connectWallet')
}
