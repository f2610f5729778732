import type { CaipNetworkId } from '../caip/caip.js'
import type { ChainNamespace } from '../network/namespaces.js'
import type { Identity, NameProfile, TokenBalance } from './blockchainApi.js'
import type { LoginProvider, SocialProvider, Wallet } from './walletRegistry.js'

/**
 * A string key-value store with the shape of `window.localStorage`. A site passes its own
 * (a cookie storage for server rendering, an encrypted store...).
 */
export type Storage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type AccountType = 'eoa' | 'smartAccount'
export type StoredConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** A connection as it is kept between visits (spec section 3: Connection). */
export type StoredConnection = {
  connectorId: string
  accounts: { address: string; type?: string | undefined }[]
  /**
   * The account the visitor made active (`kit.switchAccount`), which a restored connection makes
   * active again; absent while it is the first of `accounts` (the wallet's own choice), as in data
   * stored before the field existed.
   */
  activeAddress?: string | undefined
  /** The auth provider name for embedded-wallet connections. */
  name?: string | undefined
}

/** A sign-in session (spec section 3: Sign-in message), kept to skip signing again. */
export type StoredSiwxSession = {
  data: {
    accountAddress: string
    chainId: CaipNetworkId
    domain: string
    uri: string
    version: string
    nonce: string
    statement?: string | undefined
    resources?: string[] | undefined
    requestId?: string | undefined
    issuedAt?: string | undefined
    expirationTime?: string | undefined
    notBefore?: string | undefined
  }
  message: string
  signature: string
}

type Timed<value> = { timestamp: number } & value

/** Every value the kit keeps between visits (spec section 3, "Local storage keeps"). */
export type StoredValues = {
  /** The mobile wallet chosen for deep links. */
  deepLinkChoice: { href: string; name: string }
  activeNamespace: ChainNamespace
  activeCaipNetworkId: CaipNetworkId
  /** Newest first, at most `recentWalletsLimit`, no duplicate ids. */
  recentWallets: Wallet[]
  connectedConnectorIds: Partial<Record<ChainNamespace, string>>
  connectedSocialProvider: LoginProvider
  connectedSocialUsername: string
  connectionStatus: StoredConnectionStatus
  connectedNamespaces: ChainNamespace[]
  telegramSocialProvider: SocialProvider
  /** Keyed `${caipNetworkId}:${address}`. */
  balanceCache: Record<string, Timed<{ balances: TokenBalance[] }>>
  /** Keyed by address. */
  identityCache: Record<string, Timed<{ identity: Identity }>>
  /** Keyed by address. */
  nameCache: Record<string, Timed<{ names: NameProfile[] }>>
  /** Keyed `${caipNetworkId}:${address}`. */
  nativeBalanceCache: Record<string, Timed<{ balance: string; symbol: string }>>
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  connections: Partial<Record<ChainNamespace, StoredConnection[]>>
  disconnectedConnectorIds: Partial<Record<ChainNamespace, string[]>>
  emailLoginUsed: boolean
  email: string
  /** Milliseconds since the epoch. */
  lastEmailLoginTime: number
  lastUsedChain: ChainNamespace
  /** Comma-separated CAIP-2 network ids. */
  smartAccountEnabledNetworks: string
  siwxSessions: StoredSiwxSession[]
}

export type StorageKey = keyof StoredValues

/**
 * The kit's typed view of a `Storage`: values are JSON under `@latchkit/<key>` in a versioned
 * envelope. It never throws: a missing, corrupt or foreign value reads as `undefined` (and is
 * reported to the logger); a full or unavailable storage falls back to memory.
 */
export type KitStorage = {
  get<key extends StorageKey>(key: key): StoredValues[key] | undefined
  set<key extends StorageKey>(key: key, value: StoredValues[key]): void
  remove(key: StorageKey): void
}
