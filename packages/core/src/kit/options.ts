import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { ChainAdapter } from '../contracts/chainAdapter.js'
import type { Logger } from '../contracts/logger.js'
import type { SiwxConfig } from '../contracts/siwx.js'
import type { AccountType, Storage } from '../contracts/storage.js'
import type { RemoteFeatures, Wallet, WalletRegistry } from '../contracts/walletRegistry.js'
import type { ConnectMethod } from '../controllers/connectors/connectMethods.js'
import type { ConnectorGroup } from '../controllers/connectors/connectorOrder.js'
import type { ThemeMode, ThemeVariables } from '../controllers/theme/theme.js'
import type { FeatureModule } from '../features/featureModule.js'
import type { ChainNamespace } from '../network/namespaces.js'
import type { Network } from '../network/network.js'
import type { WalletConnectOptions } from '../walletConnect/walletConnectOptions.js'
import type { KitEnvironment } from './environment.js'

/** The site, as wallets show it (spec section 3: Dapp metadata). */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** Features the site turns on or off. The project's remote configuration, once fetched, wins. */
export type LatchKitFeatures = Partial<RemoteFeatures> & {
  /** The Account view's Send button and the send flow (on by default; downloaded when first opened). */
  send?: boolean
  /** The Account view's Receive button and view (on by default). */
  receive?: boolean
  /** The order of the connect methods; the rest follow in the default order. */
  connectMethodsOrder?: ConnectMethod[]
  /** The order of the wallet list's groups; the rest follow in the default order. */
  connectorTypeOrder?: ConnectorGroup[]
}

/** Options of {@link createLatchKit}. */
export type CreateLatchKitParameters = {
  /** One adapter per chain namespace the site supports. */
  adapters: readonly ChainAdapter[]
  /** The networks the site supports, of the adapters' namespaces; at least one. */
  networks: readonly Network[]
  /** The network to start on. @default the first of `networks` */
  defaultNetwork?: Network
  /**
   * The project id of the wallet registry and provider API. Without it, everything that needs
   * no remote service still works (injected wallets, balances over the adapters' RPC), and a
   * 'Project ID Not Configured' alert is shown once.
   */
  projectId?: string
  metadata?: Metadata
  /**
   * The WalletConnect QR flow, on when `projectId` is set and an adapter serves WalletConnect;
   * `false` turns it off. Nothing is downloaded and no relay dialled before the visitor picks it.
   * @example
   * createLatchKit({ adapters, networks, projectId, walletConnect: { relayUrl: 'wss://relay.example' } })
   */
  walletConnect?: WalletConnectOptions | false
  features?: LatchKitFeatures
  /** Basic mode: every remote feature is off and no configuration is fetched. @default false */
  basic?: boolean
  /** Sign in with X (see `@latchkit/siwx`); installs the sign-in feature. */
  siwx?: SiwxConfig
  /**
   * Flows to add to the modal (see {@link FeatureModule}): each downloads its code when the
   * visitor first opens one of its views, and is on while its remote-feature flag is.
   */
  featureModules?: readonly FeatureModule[]
  /**
   * Obsolete sign-in option, accepted only to reject it next to `siwx`.
   * @deprecated use `siwx`
   */
  siweConfig?: unknown
  /** Restore the visitor's earlier connections at start. @default true */
  enableReconnect?: boolean
  /** Let the visitor switch networks; also shows UnsupportedChain for an unknown network. @default true */
  enableNetworkSwitch?: boolean
  /** Stay on a network the site did not configure instead of showing UnsupportedChain. @default false */
  allowUnsupportedChain?: boolean
  /** The account type used when the visitor has not chosen one, per namespace. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /**
   * The modal's language, a BCP 47 tag (`'de'`, `'pt-BR'`); a tag the modal has no catalogue for
   * falls back to its language, then English. Right-to-left languages (ar, fa, he) mirror it.
   * @default the page's `lang`, else the browser's languages
   */
  locale?: string
  /** @default 'dark' */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** Wallets the site adds to the list. */
  customWallets?: Wallet[]
  /** Registry ids of wallets shown first, in this order. */
  featuredWalletIds?: string[]
  /** Registry ids of the only wallets listed. */
  includeWalletIds?: string[]
  /** Registry ids of wallets never shown. */
  excludeWalletIds?: string[]
  /** Where the kit keeps state between visits. @default localStorage, or memory without one */
  storage?: Storage
  /** @default the console */
  logger?: Logger
  /**
   * The wallet registry: the project's remote configuration and, when it lists wallets, the
   * featured, recommended and all-wallets lists.
   * @default a client of `walletRegistryUrl` with `projectId` (none without a project id)
   */
  walletRegistry?: Pick<WalletRegistry, 'getRemoteFeatures'> & Partial<WalletRegistry>
  /**
   * The provider API (names, avatars, token balances).
   * @default a client of `blockchainApiUrl` with `projectId` (none without a project id)
   */
  blockchainApi?: Pick<BlockchainApi, 'getIdentity' | 'getBalances'>
  /**
   * The base URL of the wallet registry the kit builds its client for (self-hosted or local).
   * @default 'https://api.web3modal.org'
   */
  walletRegistryUrl?: string
  /**
   * The base URL of the provider API the kit builds its client for.
   * @default 'https://rpc.walletconnect.org'
   */
  blockchainApiUrl?: string
  /**
   * Fetch the project's remote configuration at start. By default the kit makes no request
   * before the visitor acts: it fetches it when the modal first opens or the wallets load.
   * @default false
   */
  preloadRemoteConfig?: boolean
  environment?: KitEnvironment
  /**
   * The clock, in milliseconds since the epoch.
   * @internal tests pass their own
   */
  now?: () => number
}
