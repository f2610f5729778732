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
  type TransactionsPage,
} from '@latchkit/core'
import { createEsploraClients } from '../account/esploraClients.js'
import {
  type BitcoinSendTransferParameters,
  type BitcoinSignPsbtParameters,
  type BitcoinSignPsbtResult,
  loadSending,
  sendingCode,
} from '../actions/loadSending.js'
import { connectionCode } from '../connection/lazyConnection.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { looksLikeBitcoinAddress } from '../utils/looksLikeBitcoinAddress.js'
import { createBitcoinWalletConnect } from '../walletConnect/bitcoinWalletConnect.js'
import type { BitcoinMessageProtocol } from '../wallets/bitcoinWallet.js'
import { createBitcoinWalletSource, toConnector } from '../wallets/walletSource.js'
import {
  type BitcoinAdapterContext,
  requireConnection,
  resolveNetwork,
  toConnectedAccounts,
} from './bitcoinAdapterContext.js'
import type { BitcoinAdapterOptions } from './bitcoinAdapterOptions.js'
import { resolveNetworks } from './resolveNetworks.js'

/**
 * The Bitcoin chain namespace (`bip122`) for LatchKit: wallet-standard wallets with the Bitcoin
 * features (Phantom, Magic Eden, Exodus), sats-connect providers (Xverse, Leather) and the Unisat
 * family (Unisat, OKX, Bitget, Binance Web3 Wallet), the `bip122` part of the kit's WalletConnect
 * sessions, payment and ordinal accounts, balances and account history from an Esplora-shaped
 * API, message signing (BIP-322 or legacy ECDSA), sending and PSBT signing.
 *
 * Before the first click the adapter only finds wallets and lists connectors. Connecting loads the
 * connection code and the wallet's driver; reading a balance or history loads the Esplora client;
 * sending, fee estimates, PSBT signing and exact address checks load the sending part
 * (bitcoinjs-lib).
 *
 * @example
 * import { BitcoinAdapter, bitcoinMainnet } from '@latchkit/adapter-bitcoin'
 * const bitcoin = new BitcoinAdapter({ networks: [bitcoinMainnet] })
 * const kit = createLatchKit({ adapters: [bitcoin], networks: bitcoin.networks, projectId })
 */
export class BitcoinAdapter implements ChainAdapter<'bip122'> {
  readonly namespace = 'bip122' as const
  readonly networks: readonly BitcoinNetwork[]
  readonly emitter: Emitter<ChainAdapterEvents> = createEmitter<ChainAdapterEvents>()
  /**
   * The namespace's part of the kit's WalletConnect sessions (the kit shows the QR code and owns
   * the session; one pairing carries every namespace); its code loads when a session is handed
   * over. Then connector `'walletConnect'` works with every method here. Absent with
   * `walletConnect: false`.
   */
  readonly walletConnect: ChainAdapterWalletConnect | undefined
  readonly #context: BitcoinAdapterContext
  /** Aborted by `destroy()`: stops watching sent transactions for their confirmation. */
  readonly #sendWatches = new AbortController()

  /** @throws {BitcoinAdapterOptionsError} for options it cannot work with. */
  constructor(options: BitcoinAdapterOptions) {
    this.networks = resolveNetworks(options)
    this.#context = {
      emitter: this.emitter,
      networks: this.networks,
      wallets: createBitcoinWalletSource({
        discoverStandardWallets: options.walletStandard !== false,
        retryDelaysMs: options.discoveryRetryMs ?? [100, 500, 1500, 3000],
        onChange: () => this.emitter.emit('connectorsChanged', { connectors: this.getConnectors() }),
      }),
      connections: new Map(),
      esplora: createEsploraClients({ fetch: options.fetch }),
      discoveryTimeoutMs: options.discoveryTimeoutMs ?? 1000,
    }
    this.walletConnect =
      options.walletConnect === false ? undefined : createBitcoinWalletConnect(this.#context)
  }

  /** The Bitcoin wallets on the page: wallet-standard ones `ANNOUNCED`, injected ones `INJECTED`. */
  getConnectors(): readonly Connector[] {
    return this.#context.wallets.list().map(toConnector)
  }

  connect(parameters: { connectorId: string; network?: BitcoinNetwork }): Promise<AdapterConnection> {
    return connectionCode.get().then(({ connectWallet }) => connectWallet(this.#context, parameters))
  }

  reconnect(parameters: {
    connectorId: string
    network?: BitcoinNetwork
  }): Promise<AdapterConnection | null> {
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
   * Asks the wallet to move to `network` and makes it the connection's network.
   * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
   * @throws {BitcoinNetworkUnsupportedError} when the wallet cannot serve it.
   */
  async switchNetwork(parameters: { connectorId: string; network: BitcoinNetwork }): Promise<void> {
    const network = resolveNetwork(this.#context, parameters.network)
    const record = requireConnection(this.#context, parameters.connectorId)
    if (record.network === network) return
    await record.wallet.switchNetwork(network)
    record.network = network
    this.emitter.emit('chainChanged', {
      connectorId: parameters.connectorId,
      caipNetworkId: network.caipNetworkId,
    })
  }

  async getAccounts(parameters: { connectorId: string }): Promise<readonly ConnectedAccount[]> {
    const record = this.#context.connections.get(parameters.connectorId)
    return record ? toConnectedAccounts(record.accounts) : []
  }

  /** The balance of `address` (confirmed and unconfirmed), in whole units, from the network's Esplora API. */
  async getBalance(parameters: { address: string; network: BitcoinNetwork }): Promise<AdapterBalance> {
    const network = resolveNetwork(this.#context, parameters.network)
    return (await this.#context.esplora(network)).readBalance(parameters.address)
  }

  /**
   * Signs a message with `address`'s key; resolves the base64 signature. `protocol`: `bip322`
   * (BIP-322 simple, the default) or `ecdsa` (a legacy "Signed Message" signature).
   * @throws {UserRejectedRequestError} when the visitor declines.
   */
  async signMessage(parameters: {
    connectorId: string
    address: string
    message: string
    protocol?: BitcoinMessageProtocol
  }): Promise<string> {
    const record = requireConnection(this.#context, parameters.connectorId)
    return record.wallet.signMessage({
      address: parameters.address,
      message: parameters.message,
      protocol: parameters.protocol ?? 'bip322',
    })
  }

  /**
   * Whether `signature` is `address`'s signature of `message` on `network`: BIP-322 simple (P2WPKH,
   * P2TR) or legacy (P2PKH, P2SH-P2WPKH, P2WPKH); no network call. The kit checks every sign-in with
   * it. `false` for a wrong or unreadable signature.
   */
  verifyMessage(parameters: {
    address: string
    message: string
    signature: string
    network: BitcoinNetwork
  }): Promise<boolean> {
    const network = resolveNetwork(this.#context, parameters.network)
    // The verifier (siwx's BIP-322 and legacy checks) downloads on the first check.
    return import('../actions/verifyMessage.js').then(({ verifyMessage }) =>
      verifyMessage({ ...parameters, network }),
    )
  }

  /**
   * The connector's page object: a wallet-standard wallet, a sats-connect provider, `window.unisat`...
   * or (for `'walletConnect'`) the WalletConnect provider.
   */
  getProvider(parameters: { connectorId: string }): unknown {
    const record = this.#context.connections.get(parameters.connectorId)
    return (record?.wallet ?? this.#context.wallets.find(parameters.connectorId))?.provider
  }

  /**
   * Sends `amount` (whole units, `"0.001"`) from the connection's payment account to `recipient`:
   * coins from the Esplora API, picked largest and confirmed first; the fee from `feeRate` (sat/vB)
   * or the API's estimate for `confirmationTarget` blocks (6); change back to the payment address
   * unless it would be dust. The wallet signs the PSBT, the adapter broadcasts it and resolves the
   * txid; once it confirms, `balanceChanged` is emitted. The sending code (bitcoinjs-lib) is
   * downloaded on the first call.
   *
   * @example
   * const txid = await bitcoin.sendTransfer({ connectorId: 'io.unisat', recipient: 'bc1q...', amount: '0.001' })
   * @throws {InvalidAmountError}, {InvalidAddressError}, {BitcoinDustAmountError},
   * {InvalidBitcoinFeeRateError}, {InsufficientBitcoinFundsError} before the wallet is asked.
   * @throws {UserRejectedRequestError} when the visitor declines.
   * @throws {BitcoinBroadcastError} with the node's reason when the network refuses the transaction.
   */
  async sendTransfer(parameters: BitcoinSendTransferParameters): Promise<string> {
    const { sendTransfer } = await loadSending()
    return sendTransfer(this.#context, parameters, this.#sendWatches.signal)
  }

  /**
   * Has the wallet sign a PSBT the site built (base64 in and out): `signInputs` maps each of the
   * wallet's addresses to the input indexes it signs; with `broadcast`, the wallet also sends it.
   *
   * @example
   * const { psbt } = await bitcoin.signPsbt({ connectorId, psbt, signInputs: { [paymentAddress]: [0] } })
   * @throws {InvalidBitcoinPsbtError} for a PSBT or `signInputs` it cannot use, before the wallet is asked.
   * @throws {UserRejectedRequestError} when the visitor declines.
   */
  async signPsbt(parameters: BitcoinSignPsbtParameters): Promise<BitcoinSignPsbtResult> {
    const { signPsbt } = await loadSending()
    return signPsbt(this.#context, parameters, this.#sendWatches.signal)
  }

  /**
   * The modal's send: `sendTokenAmount` of the network's currency (whole units) to
   * `receiverAddress`, as `sendTransfer` sends it (the Esplora API's fee rate for 6 blocks).
   * Bitcoin networks have no tokens here. Resolves the txid; `balanceChanged` follows once it confirms.
   *
   * @example
   * const txid = await bitcoin.sendToken({ connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.001', receiverAddress: 'bc1q...' })
   * @throws {SendAmountAndReceiverRequiredError}, {SendTokenRequiredError} (no token, or a token),
   * {BitcoinSendNetworkMismatchError} (the wallet is on another network), then what `sendTransfer` throws.
   */
  async sendToken(parameters: SendTokenParameters<'bip122'>): Promise<string> {
    const { sendToken } = await loadSending()
    return sendToken(this.#context, parameters, this.#sendWatches.signal)
  }

  /**
   * What `sendToken` with these values would pay in fees now, in whole units (`"0.00000705"`): the
   * same coins, fee rate and coin selection. For more than the coins can pay with the fee (the
   * form's "max" asks with the whole balance), the fee of sending every coin worth spending.
   *
   * @example
   * const { fee, symbol } = await bitcoin.estimateSendFee({ connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.001', receiverAddress: 'bc1q...' })
   * @throws what `sendToken` throws before the wallet is asked, but {InsufficientBitcoinFundsError}.
   */
  async estimateSendFee(parameters: SendTokenParameters<'bip122'>): Promise<SendFeeEstimate> {
    const { estimateSendFee } = await loadSending()
    return estimateSendFee(this.#context, parameters)
  }

  /** `address`'s balance on `network` as the kit's token list holds it: the network's currency only (price 0). */
  async getTokenBalances(parameters: { address: string; network: BitcoinNetwork }): Promise<TokenBalance[]> {
    const network = resolveNetwork(this.#context, parameters.network)
    return (await this.#context.esplora(network)).readTokenBalances(parameters.address)
  }

  /**
   * `address`'s history on `network`, newest first, from the network's Esplora API: unconfirmed
   * transactions first (`status: 'pending'`), then 25 confirmed ones a page (`next`, the cursor of
   * the following page, is its last txid). Each is one transfer of the net value for `address`.
   *
   * @example
   * const { data, next } = await bitcoin.getTransactions({ address, network })
   * const more = next ? await bitcoin.getTransactions({ address, network, cursor: next }) : undefined
   * @throws {HttpError} and the other HTTP errors when the API fails; {BitcoinApiResponseError} when it answers no list.
   */
  async getTransactions(parameters: {
    address: string
    network: BitcoinNetwork
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<TransactionsPage> {
    const network = resolveNetwork(this.#context, parameters.network)
    const { address, cursor, signal } = parameters
    return (await this.#context.esplora(network)).readTransactions({ address, cursor, signal })
  }

  /**
   * Whether `address` is one a send on `network` pays (its bech32 prefix or base58 version bytes).
   * Exact once the sending part (bitcoinjs-lib, checksums included) has downloaded, which the first
   * call starts; until then the address's form only. `sendToken` always checks exactly.
   * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
   */
  isAddress(parameters: { address: string; network: BitcoinNetwork }): boolean {
    const network = resolveNetwork(this.#context, parameters.network)
    const sending = sendingCode.loaded()
    if (sending) return sending.isBitcoinAddress(parameters.address, network)
    // A failed download is forgotten by sendingCode and tried again on the next call.
    sendingCode.get().catch(() => undefined)
    return looksLikeBitcoinAddress(parameters.address, network.bitcoin)
  }

  /** Stops following wallets (registrations, late injection, account changes) and sent transactions. */
  destroy(): void {
    this.#sendWatches.abort()
    for (const record of this.#context.connections.values()) record.stopWatching()
    this.#context.connections.clear()
    this.#context.wallets.stop()
  }
}
