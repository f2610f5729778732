import type { CaipNetworkId } from '../caip/caip.js'
import type { ChainNamespace } from '../network/namespaces.js'
import type { Network } from '../network/network.js'
import type { ChainAdapterWalletConnect } from '../walletConnect/walletConnectSession.js'
import type { Connector } from './connector.js'
import { createEmitter, type Emitter } from './emitter.js'
import type { ChainAdapterWalletActions } from './walletActions.js'

/** Account types (spec section 3): `payment` and `ordinal` belong to the bitcoin namespace. */
export type ConnectedAccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | (string & {})

/** One account of a connection. */
export type ConnectedAccount = {
  address: string
  type: ConnectedAccountType
  /** Public key, for namespaces whose addresses do not reveal it (bitcoin, polkadot). */
  publicKey?: string
}

/** What a successful connect or reconnect yields. */
export type AdapterConnection = {
  connectorId: string
  /** The connection's accounts; the first one is the active account. */
  accounts: readonly ConnectedAccount[]
  /** The network the wallet is on, which may be one the site did not configure. */
  caipNetworkId: CaipNetworkId
  /** The networks the wallet approved, when it limits them (WalletConnect sessions). */
  approvedCaipNetworkIds?: readonly CaipNetworkId[] | undefined
  /**
   * Whether the wallet can switch to any network (injected wallets add unknown ones).
   * @default true
   */
  supportsAllNetworks?: boolean | undefined
}

/** The events every adapter emits to the kit. */
export type ChainAdapterEvents = {
  accountsChanged: {
    connectorId: string
    accounts: readonly ConnectedAccount[]
    /**
     * The account that stays active, when the adapter knows it is the one that was active before
     * under a new form (an address written for another network). Without it the kit keeps the
     * visitor's choice unless the wallet's own first account changed.
     */
    activeAddress?: string | undefined
  }
  chainChanged: { connectorId: string; caipNetworkId: CaipNetworkId }
  disconnect: { connectorId: string }
  /** The adapter's connector list changed (a wallet announced itself, one went away). */
  connectorsChanged: { connectors: readonly Connector[] }
  /**
   * A transaction the adapter submitted was confirmed, so balances may have moved. `address` is
   * the account whose balance changed (the namespace's connected account when absent). The kit then
   * re-reads the namespace's balance (and token balances, if they were loaded) past its cache.
   */
  balanceChanged: { address?: string | undefined }
}

/** A native balance, as a decimal string in whole units (`"1.5"` ETH), and its symbol. */
export type AdapterBalance = { balance: string; symbol: string }

/** A profile name and avatar URL (an https or data: URL) an adapter read from the chain. */
export type AdapterIdentity = { name?: string | null | undefined; avatar?: string | null | undefined }

/**
 * What every chain namespace shares. A namespace's own adapter type extends it with what only that
 * namespace has (sending, contract calls, PSBTs...). Build one with {@link createChainAdapter}.
 */
export type ChainAdapter<namespace extends ChainNamespace = ChainNamespace> =
  ChainAdapterWalletActions<namespace> & {
    readonly namespace: namespace
    /** The networks this adapter can serve. */
    readonly networks: readonly Network<namespace>[]
    /** The adapter's connectors now; changes arrive as `connectorsChanged` events. */
    getConnectors(): readonly Connector[]
    readonly emitter: Emitter<ChainAdapterEvents>
    /** Asks the wallet to connect; it may prompt the visitor and reject. */
    connect(parameters: { connectorId: string; network?: Network<namespace> }): Promise<AdapterConnection>
    /**
     * Restores an existing authorization without prompting. Resolves `null` when the connector has
     * none (the visitor never connected it or revoked it).
     */
    reconnect(parameters: {
      connectorId: string
      network?: Network<namespace>
    }): Promise<AdapterConnection | null>
    disconnect(parameters: { connectorId: string }): Promise<void>
    switchNetwork(parameters: { connectorId: string; network: Network<namespace> }): Promise<void>
    getAccounts(parameters: { connectorId: string }): Promise<readonly ConnectedAccount[]>
    /** The native balance of `address` on `network`, read over the network's RPC. */
    getBalance(parameters: { address: string; network: Network<namespace> }): Promise<AdapterBalance>
    signMessage(parameters: { connectorId: string; address: string; message: string }): Promise<string>
    /**
     * Whether `signature` is `address`'s signature of `message`, as `signMessage` returns it, checked
     * on `network` (contract and not-yet-deployed accounts included where the namespace has them).
     * The kit checks every sign-in with it. Resolves `false` for a wrong signature; rejects only
     * when it cannot tell (an RPC that does not answer).
     */
    verifyMessage?(parameters: {
      address: string
      message: string
      signature: string
      network: Network<namespace>
    }): Promise<boolean>
    /**
     * The profile name and avatar of `address` read from the chain itself (a name service such as
     * ENS), for kits without a provider API. `undefined`, or no name, when the address has none.
     */
    getIdentity?(parameters: {
      address: string
      network: Network<namespace>
    }): Promise<AdapterIdentity | undefined>
    /**
     * The kit made `address`, one of the connection's accounts, its active account (the visitor's
     * choice through `kit.switchAccount`, or that choice restored on a later visit). Actions that act
     * for the connection without naming an account (sending) use it from then on. Without this member
     * the adapter always acts for the wallet's first account, and the kit still shows the choice.
     */
    setActiveAccount?(parameters: { connectorId: string; address: string }): void
    /** The connector's provider object (an EIP-1193 provider, a wallet-standard wallet...). */
    getProvider(parameters: { connectorId: string }): unknown
    /**
     * The explorer page of `address` on `network`, for namespaces whose explorers need more than
     * `<explorer>/address/<address>` (a cluster query, another path). Without it, or when it answers
     * `undefined`, the kit builds that URL from the network's default block explorer.
     */
    getAddressExplorerUrl?(parameters: { address: string; network: Network<namespace> }): string | undefined
    /**
     * The namespace's part of WalletConnect sessions, for adapters that serve one (see
     * {@link ChainAdapterWalletConnect}). Without it the namespace is left out of the QR flow.
     */
    readonly walletConnect?: ChainAdapterWalletConnect | undefined
  }

/**
 * Builds a chain adapter as a plain object. `build` receives the adapter's event emitter; what
 * it returns besides the shared methods (a namespace's own methods) stays on the adapter's type.
 *
 * @example
 * const adapter = createChainAdapter(({ emitter }) => ({
 *   namespace: 'eip155',
 *   networks: [mainnet],
 *   getConnectors: () => connectors,
 *   async connect({ connectorId }) { ... },
 *   // ...every other ChainAdapter method
 * }))
 */
export function createChainAdapter<adapter extends Omit<ChainAdapter, 'emitter'>>(
  build: (tools: { emitter: Emitter<ChainAdapterEvents> }) => adapter,
): adapter & { readonly emitter: Emitter<ChainAdapterEvents> } {
  const emitter = createEmitter<ChainAdapterEvents>()
  return { ...build({ emitter }), emitter }
}
