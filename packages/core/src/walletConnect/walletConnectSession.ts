import type { CaipNetworkId } from '../caip/caip.js'
import type { AdapterConnection } from '../contracts/chainAdapter.js'
import type { Network } from '../network/network.js'

/**
 * One chain namespace's part of an approved WalletConnect session (CAIP-25): the chains the wallet
 * approved, its accounts as CAIP-10 ids (`eip155:1:0xabc…`), and the methods and events it allows.
 */
export type WalletConnectSessionNamespace = {
  /** CAIP-2 ids the wallet approved; some wallets leave it out and only list accounts. */
  chains?: readonly string[] | undefined
  /** CAIP-10 account ids, `namespace:reference:address`. */
  accounts: readonly string[]
  methods: readonly string[]
  events: readonly string[]
}

/** An approved WalletConnect session, as `@walletconnect/universal-provider` keeps it. */
export type WalletConnectSession = {
  topic: string
  /** Per chain namespace (`eip155`, `solana`, …) what the wallet approved. */
  namespaces: Readonly<Record<string, WalletConnectSessionNamespace>>
  /** The wallet, as it describes itself. */
  peer: { metadata: { name: string; description?: string; url?: string; icons?: readonly string[] } }
}

/**
 * The session's provider (a `@walletconnect/universal-provider` instance), as adapters use it:
 * requests go to the wallet (or, for read methods, to the namespace's RPC) for the given CAIP-2 chain.
 */
/** What the universal provider reports (`session_update`) when the wallet changes the session's namespaces. */
export type WalletConnectSessionUpdate =
  | { params?: { namespaces?: Record<string, { accounts?: string[] } | undefined> } }
  | undefined
/**
 * What the universal provider reports (`session_event`) when the wallet announces an event
 * (`accountsChanged`, `chainChanged`) on one of the session's chains.
 */
export type WalletConnectSessionEvent =
  | { params?: { event?: { name?: string; data?: unknown }; chainId?: string } }
  | undefined

export type WalletConnectProvider = {
  request<result = unknown>(
    arguments_: { method: string; params?: unknown },
    chain?: string | undefined,
  ): Promise<result>
  on(event: string, listener: (...arguments_: never[]) => void): void
  removeListener(event: string, listener: (...arguments_: never[]) => void): void
  /** The session now; `undefined` once it ended. */
  readonly session?: WalletConnectSession | undefined
}

/**
 * What a chain adapter does for WalletConnect: an optional member of `ChainAdapter`. The kit owns
 * the session (pairing, QR, expiry, restore on reload, ending it); each adapter that has this
 * member serves its namespace's part of it.
 *
 * After `connect` resolved, the kit calls the adapter's usual methods with the connector id
 * `'walletConnect'`: `switchNetwork`, `signMessage`, `getAccounts`, `getProvider` and the
 * namespace's own actions must then go through `provider` for the session's chains;
 * `reconnect({ connectorId: 'walletConnect' })` resolves the namespace's live WalletConnect
 * connection or `null`; `disconnect({ connectorId: 'walletConnect' })` drops only the namespace's
 * state: the kit ends the session itself, once, for every namespace. Changes the wallet makes
 * (`accountsChanged`, `chainChanged` on the provider) are reported through the adapter's emitter
 * with the connector id `'walletConnect'`, as for any wallet.
 *
 * @example
 * // A namespace with namespace 'solana':
 * walletConnect: {
 *   methods: ['solana_signMessage', 'solana_signTransaction'],
 *   events: [],
 *   async connect({ session, provider }) {
 *     const [account] = session.namespaces.solana?.accounts ?? []
 *     const [namespace, reference, address] = account.split(':')
 *     // keep `provider` for this namespace's requests, then:
 *     return { connectorId: 'walletConnect', accounts: [{ address, type: 'eoa' }], caipNetworkId: `${namespace}:${reference}` }
 *   },
 * }
 */
export type ChainAdapterWalletConnect = {
  /** The wallet methods the namespace asks for in a session proposal. */
  readonly methods: readonly string[]
  /** The wallet events the namespace asks for in a session proposal. */
  readonly events: readonly string[]
  /**
   * Takes over the namespace's part of an approved session (just approved, or restored on reload):
   * no prompt. Resolves the namespace's connection with the connector id `'walletConnect'`; the
   * kit fills in `approvedCaipNetworkIds` from the session when the adapter leaves it out.
   *
   * @param parameters.network the namespace's current network in the kit, to prefer when approved.
   */
  connect(parameters: {
    provider: WalletConnectProvider
    session: WalletConnectSession
    network?: Network | undefined
  }): Promise<AdapterConnection>
}

/** The CAIP-2 chains a session approved for `namespace`: its `chains`, else those of its accounts. */
export function sessionChains(session: WalletConnectSession, namespace: string): CaipNetworkId[] {
  const part = session.namespaces[namespace]
  if (!part) return []
  const fromAccounts = part.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(part.chains ?? []), ...fromAccounts])] as CaipNetworkId[]
}

/**
 * Which of an adapter's `networks` to take a session's namespace over on: `current` (the kit's
 * network for the namespace) when the wallet approved it, else the first of `networks` the wallet
 * approved, else `undefined` (the session approved none of the site's networks).
 */
export function chooseSessionNetwork<network extends { caipNetworkId: string }>(
  networks: readonly network[],
  approvedChains: readonly string[],
  current: { caipNetworkId: string } | undefined,
): network | undefined {
  const approved = (candidate: network | undefined) =>
    candidate && approvedChains.includes(candidate.caipNetworkId) ? candidate : undefined
  const own = networks.find((candidate) => candidate.caipNetworkId === current?.caipNetworkId)
  return approved(own) ?? networks.find((candidate) => approved(candidate))
}
