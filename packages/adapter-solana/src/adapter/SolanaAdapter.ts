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
  loadOnce,
  type SendFeeEstimate,
  type SendTokenParameters,
  type TokenBalance,
  type TransactionsPage,
} from '@latchkit/core'
import { addressExplorerUrl } from '../account/addressExplorerUrl.js'
import { getSolBalance } from '../account/getSolBalance.js'
import { type SendSolParameters, sendSol } from '../actions/sendSol.js'
import { type SendSplTokenParameters, sendSplToken } from '../actions/sendSplToken.js'
import {
  type SolanaSendTransactionParameters,
  signAndSendTransaction,
} from '../actions/signAndSendTransaction.js'
import { type SolanaSignMessageParameters, signMessage, signMessageBytes } from '../actions/signMessage.js'
import { type SolanaSignTransactionParameters, signTransaction } from '../actions/signTransaction.js'
import { verifyMessage } from '../actions/verifyMessage.js'
import { connectWallet } from '../connection/connect.js'
import { disconnectWallet } from '../connection/disconnect.js'
import { reconnectWallet } from '../connection/reconnect.js'
import { createWalletSource, toConnector } from '../connectors/walletSource.js'
import { getTransactions, type SolanaGetTransactionsParameters } from '../history/getTransactions.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { createRpcConnections } from '../networks/solanaRpc.js'
import { checkTokenListings } from '../tokens/solanaTokenListing.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'
import { createSolanaWalletConnect } from '../walletConnect/solanaWalletConnect.js'
import { fromEmbeddedWallet } from '../wallets/embeddedWallet.js'
import type { SolanaTransaction } from '../wallets/solanaWallet.js'
import { resolveNetworks } from './resolveNetworks.js'
import { switchConnectionNetwork } from './switchConnectionNetwork.js'

// The send form's and the token list's code: chunks of their own, downloaded on first use.
const loadSendToken = loadOnce(() => import('../actions/sendToken.js'))
const loadEstimateSendFee = loadOnce(() => import('../actions/estimateSendFee.js'))
const loadTokenBalances = loadOnce(() => import('../account/getTokenBalances.js'))

import { resolveNetwork, type SolanaAdapterContext, toConnectedAccounts } from './solanaAdapterContext.js'
import type { SolanaAdapterOptions } from './solanaAdapterOptions.js'

/**
 * The Solana chain namespace for LatchKit: wallets that register through the wallet standard
 * (Phantom, Solflare, Backpack...), `@solana/wallet-adapter-base` adapters the site passes and the
 * embedded wallet (email login, `embeddedWallet`); balances over RPC, message and transaction
 * signing, SOL and SPL token sends, and the modal's tokens and activity lists read from the
 * network's own RPC. `@solana/web3.js` loads on the first RPC read or transaction, not with the
 * page; the activity list's reader loads when the list first opens.
 *
 * @example
 * import { SolanaAdapter, solanaMainnet, solanaDevnet } from '@latchkit/adapter-solana'
 * const solana = new SolanaAdapter({
 *   networks: [solanaMainnet, solanaDevnet],
 *   rpcUrls: { [solanaMainnet.caipNetworkId]: 'https://my-rpc.example' },
 * })
 * const kit = createLatchKit({ adapters: [solana], networks: solana.networks, projectId })
 */
export class SolanaAdapter implements ChainAdapter<'solana'> {
  readonly namespace = 'solana' as const
  readonly networks: readonly SolanaNetwork[]
  readonly emitter: Emitter<ChainAdapterEvents> = createEmitter<ChainAdapterEvents>()
  /**
   * The namespace's part of the kit's WalletConnect sessions (the kit shows the QR code and owns the
   * session; one pairing carries every namespace). Absent with `walletConnect: false`.
   */
  readonly walletConnect: ChainAdapterWalletConnect | undefined
  readonly #context: SolanaAdapterContext

  /** @throws {SolanaAdapterOptionsError} for options it cannot work with. */
  constructor(options: SolanaAdapterOptions) {
    this.networks = resolveNetworks(options)
    const wallets = createWalletSource({
      discoverStandardWallets: options.walletStandard !== false,
      adapters: options.connectors ?? [],
      embedded: options.embeddedWallet
        ? fromEmbeddedWallet(options.embeddedWallet, this.networks)
        : undefined,
      onChange: () => this.emitter.emit('connectorsChanged', { connectors: this.getConnectors() }),
    })
    const commitment = options.commitment ?? 'confirmed'
    this.#context = {
      emitter: this.emitter,
      networks: this.networks,
      wallets,
      rpc: createRpcConnections(commitment),
      connections: new Map(),
      commitment: commitment === 'processed' || commitment === 'finalized' ? commitment : 'confirmed',
      discoveryTimeoutMs: options.discoveryTimeoutMs ?? 500,
      tokens: checkTokenListings(options.tokens),
    }
    this.walletConnect =
      options.walletConnect === false ? undefined : createSolanaWalletConnect(this.#context)
  }

  /**
   * Wallet-standard wallets that serve Solana (`ANNOUNCED`), the site's adapters (`EXTERNAL`) and
   * the embedded wallet (`AUTH`, with the `embeddedWallet` option).
   */
  getConnectors(): readonly Connector[] {
    return this.#context.wallets.list().map(toConnector)
  }

  connect(parameters: { connectorId: string; network?: SolanaNetwork }): Promise<AdapterConnection> {
    return connectWallet(this.#context, parameters)
  }

  reconnect(parameters: { connectorId: string; network?: SolanaNetwork }): Promise<AdapterConnection | null> {
    return reconnectWallet(this.#context, parameters)
  }

  disconnect(parameters: { connectorId: string }): Promise<void> {
    return disconnectWallet(this.#context, parameters)
  }

  /**
   * Makes `network` the connection's cluster. Solana wallets have no current cluster: the site
   * names it in each request, so nothing is asked of the wallet.
   * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
   */
  async switchNetwork(parameters: { connectorId: string; network: SolanaNetwork }): Promise<void> {
    const network = resolveNetwork(this.#context, parameters.network)
    switchConnectionNetwork(this.#context, { connectorId: parameters.connectorId, network })
  }

  async getAccounts(parameters: { connectorId: string }): Promise<readonly ConnectedAccount[]> {
    const record = this.#context.connections.get(parameters.connectorId)
    return record ? toConnectedAccounts(record.accounts) : []
  }

  /** The SOL balance of `address`, read over the network's RPC. */
  getBalance(parameters: { address: string; network: SolanaNetwork }): Promise<AdapterBalance> {
    return getSolBalance(this.#context, parameters)
  }

  /** Signs a message (text as UTF-8); resolves the ed25519 signature in base58. */
  signMessage(parameters: SolanaSignMessageParameters): Promise<string> {
    return signMessage(this.#context, parameters)
  }

  /**
   * Whether `signature` (base58) is `address`'s ed25519 signature of `message`; no network call.
   * The kit checks every sign-in with it.
   */
  verifyMessage(parameters: { address: string; message: string; signature: string }): Promise<boolean> {
    return verifyMessage(parameters)
  }

  /** Signs a message; resolves the 64 signature bytes. */
  signMessageBytes(parameters: SolanaSignMessageParameters): Promise<Uint8Array> {
    return signMessageBytes(this.#context, parameters)
  }

  /**
   * The kit made `address`, one of the connection's accounts, the active one: `sendSol` and
   * `sendSplToken` send from it while the wallet still shares it.
   */
  setActiveAccount(parameters: { connectorId: string; address: string }): void {
    const record = this.#context.connections.get(parameters.connectorId)
    if (record) record.activeAddress = parameters.address
  }

  /**
   * The connector's wallet-standard wallet, wallet-adapter-base adapter or (for `'walletConnect'`)
   * WalletConnect provider, else `undefined`.
   */
  getProvider(parameters: { connectorId: string }): unknown {
    const connected = this.#context.connections.get(parameters.connectorId)?.wallet
    return (connected ?? this.#context.wallets.find(parameters.connectorId))?.provider
  }

  /** Signs a transaction without sending it. */
  signTransaction<transaction extends SolanaTransaction>(
    parameters: SolanaSignTransactionParameters<transaction>,
  ): Promise<transaction> {
    return signTransaction(this.#context, parameters)
  }

  /** Signs and sends a transaction and waits for confirmation; resolves its base58 signature. */
  signAndSendTransaction(parameters: SolanaSendTransactionParameters): Promise<string> {
    return signAndSendTransaction(this.#context, parameters)
  }

  /** Sends SOL (the send form); resolves the base58 signature once confirmed. */
  sendSol(parameters: SendSolParameters): Promise<string> {
    return sendSol(this.#context, parameters)
  }

  /** Sends an SPL token (the send form with a token picked); resolves the signature once confirmed. */
  sendSplToken(parameters: SendSplTokenParameters): Promise<string> {
    return sendSplToken(this.#context, parameters)
  }

  /**
   * The modal's send: SOL (`token: { type: 'native' }`) or an SPL token (`{ type: 'token', address:
   * mint }`) from the active account; resolves the signature once confirmed.
   */
  sendToken(parameters: SendTokenParameters<'solana'>): Promise<string> {
    return loadSendToken.get().then(({ sendToken }) => sendToken(this.#context, parameters))
  }

  /**
   * What `sendToken` with these values would cost, in SOL: the fee of that transaction, plus the
   * rent of the receiver's token account when the send creates it.
   */
  estimateSendFee(parameters: SendTokenParameters<'solana'>): Promise<SendFeeEstimate> {
    return loadEstimateSendFee.get().then(({ estimateSendFee }) => estimateSendFee(this.#context, parameters))
  }

  /**
   * What `address` holds, read over RPC: SOL first, then each SPL Token and Token-2022 account
   * with a balance, named from the `tokens` option (else by shortened mint). `price` is 0.
   */
  getTokenBalances(parameters: { address: string; network: SolanaNetwork }): Promise<TokenBalance[]> {
    return loadTokenBalances.get().then(({ getTokenBalances }) => getTokenBalances(this.#context, parameters))
  }

  /**
   * A page (20) of `address`'s history from the network's RPC, newest first, with its SOL and SPL
   * transfers; pass the page's `next` as `cursor` for the following one.
   */
  getTransactions(parameters: SolanaGetTransactionsParameters): Promise<TransactionsPage> {
    return getTransactions(this.#context, parameters)
  }

  /** Whether `address` is a Solana address (base58 of a 32-byte public key): a valid receiver. */
  isAddress(parameters: { address: string; network: SolanaNetwork }): boolean {
    return isSolanaAddress(parameters.address)
  }

  /**
   * The explorer page of `address` on `network`, if the network has an explorer, with the
   * `cluster` query for devnet and testnet (the kit's `addressExplorerUrl`).
   */
  getAddressExplorerUrl(parameters: { address: string; network: SolanaNetwork }): string | undefined {
    // The kit may hand over its own copy of the network: the adapter's one knows the cluster.
    const own = this.networks.find((network) => network.caipNetworkId === parameters.network.caipNetworkId)
    return addressExplorerUrl({ address: parameters.address, network: own ?? parameters.network })
  }

  /** The web3.js `Connection` the adapter uses for `network` (loads web3.js). */
  getConnection(parameters: { network: SolanaNetwork }) {
    return this.#context.rpc.get(resolveNetwork(this.#context, parameters.network))
  }

  /** Stops following wallets (registrations and account changes). */
  destroy(): void {
    for (const record of this.#context.connections.values()) record.stopWatching()
    this.#context.connections.clear()
    this.#context.wallets.stop()
  }
}
