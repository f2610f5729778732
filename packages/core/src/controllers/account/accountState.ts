import type { CaipAddress } from '../../caip/caip.js'
import type { TokenBalance } from '../../contracts/blockchainApi.js'
import type { ConnectedAccount } from '../../contracts/chainAdapter.js'
import type { AccountType } from '../../contracts/storage.js'
import type { SocialProvider } from '../../contracts/walletRegistry.js'
import type { ChainNamespace } from '../../network/namespaces.js'

/** Connection status of one chain namespace (spec section 4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** The embedded-wallet user's accounts (spec section 3). */
export type AccountUser = {
  accounts: { address: string; type: AccountType }[]
  email?: string | null
  userName?: string
}

/** The wallet the visitor connected with, as the account view shows it. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  /** The wallet's registry id or rdns. */
  identifier?: string | undefined
  /** The social provider of an embedded-wallet login. */
  social?: SocialProvider | undefined
}

/** Account state of one chain namespace: every field of spec section 3. */
export type AccountState = {
  status: ConnectionStatus
  caipAddress: CaipAddress | undefined
  /** The active account's address: one of `allAccounts`. */
  address: string | undefined
  /**
   * Every account of the namespace's connection, in the wallet's order (a Bitcoin wallet's
   * `payment` and `ordinal` accounts, say); empty while disconnected. `kit.switchAccount` makes
   * another one the active account.
   */
  allAccounts: ConnectedAccount[]
  /** Native balance in whole units, as a decimal string. */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  /** The selected tab of the account view. */
  currentTab: number
  user: AccountUser | undefined
  preferredAccountType: AccountType | undefined
  socialProvider: SocialProvider | undefined
  /** The social-login popup, while one is open (kept by reference). */
  socialWindow: unknown
  farcasterUrl: string | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
  /** Labels a site gives addresses, by address. */
  addressLabels: Record<string, string>
}

/** A disconnected namespace's account state. */
export function createAccountState(status: ConnectionStatus = 'disconnected'): AccountState {
  return {
    status,
    caipAddress: undefined,
    address: undefined,
    allAccounts: [],
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    smartAccountDeployed: false,
    currentTab: 0,
    user: undefined,
    preferredAccountType: undefined,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    connectedWalletInfo: undefined,
    addressLabels: {},
  }
}

export type AccountsState = Partial<Record<ChainNamespace, AccountState>>
