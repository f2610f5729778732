import {
  type AdapterBalance,
  type AdapterConnection,
  type ChainAdapter,
  type ChainAdapterEvents,
  type ChainAdapterWalletConnect,
  type ConnectedAccount,
  type Connector,
  createEmitter,
  type Emitter,
  type SendFeeEstimate,
  type SendTokenParameters,
  type TokenBalance,
  walletConnectConnectorId,
} from '@latchkit/core'
import type { ApiPromise } from '@polkadot/api'
import { createPolkadotApis } from '../account/polkadotApis.js'
import {
  actionsCode,
  type PolkadotFreeAndReservedBalance,
  type PolkadotTransfer,
  type PolkadotTransferParameters,
} from '../actions/lazyActions.js'
import { connectionCode } from '../connection/lazyConnection.js'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import { looksLikeSs58 } from '../utils/looksLikeSs58.js'
import { createPolkadotWalletConnect } from '../walletConnect/polkadotWalletConnect.js'
import { createAuthorizedExtensions } from '../wallets/authorizedExtensions.js'
import { createPolkadotWalletSource, toConnector } from '../wallets/walletSource.js'
import { defaultAppName } from './defaultAppName.js'
import { type PolkadotAdapterContext, resolveNetwork } from './polkadotAdapterContext.js'
import type { PolkadotAdapterOptions } from './polkadotAdapterOptions.js'
import { resolveNetworks } from './resolveNetworks.js'

/**
 * The Polkadot chain namespace (`polkadot`) for LatchKit: the extensions in `window.injectedWeb3`
 * (polkadot-js, Talisman, SubWallet, Enkrypt, Nova Wallet...) and the `polkadot` part of the kit's
 * WalletConnect sessions, every account a wallet shares (written in each network's SS58 format),
 * free and reserved balances, message signing, `balances.transferKeepAlive` transfers and their
 * fees. No account history: a node keeps no index of an account's transactions (an indexer such
 * as Subscan does).
 *
 * Before the first click the adapter only finds extensions and lists connectors. Connecting loads
 * the connection code; reading a balance, signing, sending, estimating a fee or checking an
 * address exactly loads the actions, and all but the last @polkadot/api, which connects one
 * client per network on first use (`destroy()` disconnects them).
 *
 * @example
 * import { PolkadotAdapter, polkadot, kusama } from '@latchkit/adapter-polkadot'
 * const dot = new PolkadotAdapter({ networks: [polkadot, kusama], appName: 'My site' })
 * const kit = createLatchKit({ adapters: [dot], networks: dot.networks, projectId })
 */
export class PolkadotAdapter implements ChainAdapter<'polkadot'> {
  readonly namespace = 'polkadot' as const
  readonly networks: readonly PolkadotNetwork[]
  readonly emitter: Emitter<ChainAdapterEvents> = createEmitter<ChainAdapterEvents>()
  /**
   * The namespace's part of the kit's WalletConnect sessions (the kit shows the QR code and owns
   * the session); its code loads when a session is handed over. Then connector `'walletConnect'`
   * works with every method here. Absent with `walletConnect: false`.
   */
  readonly walletConnect: ChainAdapterWalletConnect | undefined
  readonly #context: PolkadotAdapterContext

  /** @throws {PolkadotAdapterOptionsError} for options it cannot work with. */
  constructor(options: PolkadotAdapterOptions) {
    this.networks = resolveNetworks(options)
    const appName = () => options.appName ?? defaultAppName()
    this.#context = {
      emitter: this.emitter,
      networks: this.networks,
      wallets: createPolkadotWalletSource({
        retryDelaysMs: options.discoveryRetryMs ?? [100, 500, 1500, 3000],
        appName,
        onChange: () => this.emitter.emit('connectorsChanged', { connectors: this.getConnectors() }),
      }),
      authorized: createAuthorizedExtensions(options.storage),
      connections: new Map(),
      apis: createPolkadotApis(),
      discoveryTimeoutMs: options.discoveryTimeoutMs ?? 1000,
    }
    this.walletConnect =
      options.walletConnect === false ? undefined : createPolkadotWalletConnect(this.#context)
  }

  /** The extensions on the page (`window.injectedWeb3`), each an `INJECTED` connector named by its key. */
  getConnectors(): readonly Connector[] {
    return this.#context.wallets.list().map(toConnector)
  }

  connect(parameters: { connectorId: string; network?: PolkadotNetwork }): Promise<AdapterConnection> {
    return connectionCode.get().then(({ connectWallet }) => connectWallet(this.#context, parameters))
  }

  /**
   * Restores a connection without a prompt: only for an extension the visitor connected on this
   * site before (remembered in `storage`; the kit asks every connector at start), and WalletConnect.
   */
  reconnect(parameters: {
    connectorId: string
    network?: PolkadotNetwork
  }): Promise<AdapterConnection | null> {
    const { connectorId } = parameters
    if (connectorId !== walletConnectConnectorId && !this.#context.authorized.has(connectorId))
      return Promise.resolve(null)
    return connectionCode.get().then(({ reconnectWallet }) => reconnectWallet(this.#context, parameters))
  }

  disconnect(parameters: { connectorId: string }): Promise<void> {
    // Nothing to end (and no code to load) for a connector that never connected.
    if (!this.#context.connections.has(parameters.connectorId)) return Promise.resolve()
    return connectionCode
      .get()
      .then(({ disconnectWallet }) => disconnectWallet(this.#context, parameters.connectorId))
  }

  /**
   * Makes `network` the connection's network: its accounts are written again with the network's
   * SS58 prefix (`accountsChanged` follows `chainChanged`).
   * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
   * @throws {PolkadotNetworkUnsupportedError} when the wallet shares no account usable there.
   */
  switchNetwork(parameters: { connectorId: string; network: PolkadotNetwork }): Promise<void> {
    return connectionCode
      .get()
      .then(({ switchWalletNetwork }) => switchWalletNetwork(this.#context, parameters))
  }

  /** The connection's accounts (every one the wallet shares on its network), in the wallet's order. */
  async getAccounts(parameters: { connectorId: string }): Promise<readonly ConnectedAccount[]> {
    return this.#context.connections.get(parameters.connectorId)?.accounts ?? []
  }

  /** The kit made `address` the active account: `transfer` sends from it from now on. */
  setActiveAccount(parameters: { connectorId: string; address: string }): void {
    const connection = this.#context.connections.get(parameters.connectorId)
    if (connection) connection.activeAddress = parameters.address
  }

  /** The free balance of `address` on `network`, in whole units (the kit's balance). */
  async getBalance(parameters: { address: string; network: PolkadotNetwork }): Promise<AdapterBalance> {
    const { free, symbol } = await this.getFreeAndReservedBalance(parameters)
    return { balance: free, symbol }
  }

  /**
   * The free and reserved balance of `address` (any SS58 prefix) on `network`, in whole units.
   *
   * @example
   * const { free, reserved, symbol } = await dot.getFreeAndReservedBalance({ address, network: polkadot })
   * @throws {InvalidAddressError} for an address that is not SS58.
   * @throws {PolkadotRpcConnectionError} when the network's node cannot be reached.
   */
  async getFreeAndReservedBalance(parameters: {
    address: string
    network: PolkadotNetwork
  }): Promise<PolkadotFreeAndReservedBalance> {
    const network = resolveNetwork(this.#context, parameters.network)
    const [{ readFreeAndReservedBalance }, api] = await Promise.all([
      actionsCode.get(),
      this.#context.apis.get(network),
    ])
    return readFreeAndReservedBalance(api, { address: parameters.address, network })
  }

  /**
   * Signs `message` with `address`'s key (`signRaw`, `type: 'bytes'`); resolves the hex signature.
   * @throws {UserRejectedRequestError} when the visitor declines.
   */
  async signMessage(parameters: { connectorId: string; address: string; message: string }): Promise<string> {
    const { signMessage } = await actionsCode.get()
    return signMessage(this.#context, parameters)
  }

  /**
   * Whether `signature` is `address`'s signature of `message` (sr25519, ed25519 or ECDSA; the
   * `<Bytes>` wrapping extensions add is understood); no network call. The kit checks every
   * sign-in with it. `false` for a wrong or unreadable signature. The verifier
   * (`@latchkit/siwx/polkadot`, with @polkadot/util-crypto) downloads on the first check.
   */
  async verifyMessage(parameters: {
    address: string
    message: string
    signature: string
    network: PolkadotNetwork
  }): Promise<boolean> {
    resolveNetwork(this.#context, parameters.network)
    const { verifyMessage } = await import('../actions/verifyMessage.js')
    return verifyMessage({
      address: parameters.address,
      message: parameters.message,
      signature: parameters.signature,
    })
  }

  /** The connector's page object (the `injectedWeb3` entry) or, for `'walletConnect'`, the WalletConnect provider. */
  getProvider(parameters: { connectorId: string }): unknown {
    const connection = this.#context.connections.get(parameters.connectorId)
    return (connection?.wallet ?? this.#context.wallets.find(parameters.connectorId))?.provider
  }

  /** The account's page on the network's explorer: `<explorer>/account/<address>` (Subscan, Statescan). */
  getAddressExplorerUrl(parameters: { address: string; network: PolkadotNetwork }): string | undefined {
    const explorer = parameters.network.blockExplorers?.default.url
    return explorer ? `${explorer.replace(/\/+$/, '')}/account/${parameters.address}` : undefined
  }

  /**
   * The adapter's @polkadot/api client for `network`, connected (for what the adapter does not
   * do itself: staking, assets, other pallets). The first call downloads @polkadot/api.
   * @throws {PolkadotRpcConnectionError} when the network's node cannot be reached.
   */
  getApi(parameters: { network: PolkadotNetwork }): Promise<ApiPromise> {
    return this.#context.apis.get(resolveNetwork(this.#context, parameters.network))
  }

  /**
   * Sends `amount` (whole units, `"1.5"`) of the network's token from the connection's active
   * account to `recipient` with `balances.transferKeepAlive`, signed by the wallet. Resolves once
   * the node accepted it, with the extrinsic's `hash` and two promises: `inBlock` (a block holds
   * it and it succeeded; `balanceChanged` is emitted then) and `finalized`. Both reject with the
   * chain's dispatch error as a typed error.
   *
   * @example
   * const { inBlock, finalized } = await dot.transfer({ connectorId, recipient: '15oF4u…', amount: '1.5' })
   * await inBlock // shown as sent
   * await finalized // irreversible
   * @throws {InvalidAmountError}, {InvalidAddressError}, {SendAmountAndReceiverRequiredError} before the wallet is asked.
   * @throws {UserRejectedRequestError} when the visitor declines.
   * @throws {InsufficientPolkadotBalanceError} when the node refuses it for the fee (nothing charged).
   * @throws {PolkadotSubmitError} when the node refuses it otherwise.
   */
  async transfer(parameters: PolkadotTransferParameters): Promise<PolkadotTransfer> {
    const { transfer } = await actionsCode.get()
    return transfer(this.#context, parameters)
  }

  /**
   * The modal's send: `sendTokenAmount` of the network's token (whole units) to `receiverAddress`
   * (any SS58 prefix), as `transfer` sends it. Resolves the extrinsic's hash once a block holds it
   * and it succeeded (`balanceChanged` is emitted then). Assets are not sent.
   *
   * @example
   * const hash = await dot.sendToken({ connectorId, network: polkadot, token: { type: 'native' }, sendTokenAmount: '1.5', receiverAddress: '15oF4u…' })
   * @throws {SendAmountAndReceiverRequiredError}, {SendTokenRequiredError} (no token, or an asset),
   * {PolkadotSendNetworkMismatchError} (the connection is on another network), then what `transfer`
   * throws and its `inBlock` rejects with ({InsufficientPolkadotBalanceError}, {PolkadotExistentialDepositError}...).
   */
  async sendToken(parameters: SendTokenParameters<'polkadot'>): Promise<`0x${string}`> {
    const { sendToken } = await actionsCode.get()
    return sendToken(this.#context, parameters)
  }

  /**
   * What `sendToken` with these values would pay in fees, in whole units (`"0.0157"`): the chain's
   * own answer for that `balances.transferKeepAlive` (`paymentInfo`, no tip). The amount is not
   * checked against the balance. Note that `transferKeepAlive` keeps the existential deposit in
   * the sender's account: the whole balance less the fee is more than it sends.
   *
   * @example
   * const { fee, symbol } = await dot.estimateSendFee({ connectorId, network: polkadot, token: { type: 'native' }, sendTokenAmount: '1.5', receiverAddress: '15oF4u…' })
   * @throws what `sendToken` throws before the wallet is asked; {PolkadotRpcConnectionError}.
   */
  async estimateSendFee(parameters: SendTokenParameters<'polkadot'>): Promise<SendFeeEstimate> {
    const { estimateSendFee } = await actionsCode.get()
    return estimateSendFee(this.#context, parameters)
  }

  /**
   * `address`'s balance on `network` as the kit's token list holds it: the network's token only,
   * its free balance (price 0).
   * @throws {InvalidAddressError} for an address that is not SS58.
   * @throws {PolkadotRpcConnectionError} when the network's node cannot be reached.
   */
  async getTokenBalances(parameters: { address: string; network: PolkadotNetwork }): Promise<TokenBalance[]> {
    const network = resolveNetwork(this.#context, parameters.network)
    const [{ readTokenBalances }, api] = await Promise.all([
      actionsCode.get(),
      this.#context.apis.get(network),
    ])
    return readTokenBalances(api, { address: parameters.address, network })
  }

  /**
   * Whether `address` is an SS58 account address (32-byte account id, valid checksum), of any
   * network's prefix: the key, so the account, is the same on every network, and `sendToken`
   * accepts it. Exact once the actions chunk has downloaded (reading a balance loads it; the first
   * call starts it); until then the address's form only. `sendToken` always checks exactly.
   * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
   */
  isAddress(parameters: { address: string; network: PolkadotNetwork }): boolean {
    resolveNetwork(this.#context, parameters.network)
    const actions = actionsCode.loaded()
    if (actions) return actions.decodeSs58(parameters.address) !== undefined
    // A failed download is forgotten by actionsCode and tried again on the next call.
    actionsCode.get().catch(() => undefined)
    return looksLikeSs58(parameters.address)
  }

  /** Stops looking for extensions, stops following wallets, and disconnects the network clients. */
  destroy(): void {
    for (const connection of this.#context.connections.values()) connection.stopWatching()
    this.#context.connections.clear()
    this.#context.wallets.stop()
    this.#context.apis.destroy()
  }
}
