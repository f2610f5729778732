import {
  type AdapterBalance,
  type AdapterConnection,
  type ChainAdapter,
  type ChainAdapterEvents,
  type ChainAdapterWalletActions,
  type ChainAdapterWalletConnect,
  type ConnectedAccount,
  type Connector,
  createEmitter,
  type Emitter,
  type Identity,
  type SendFeeEstimate,
  type TokenBalance,
  type TransactionsPage,
} from '@latchkit/core'
import type { Config } from '@wagmi/core'
import { type Hash, type Hex, isAddress as isEvmAddress, type TypedData } from 'viem'
import { addressExplorerUrl } from '../account/addressExplorerUrl.js'
import type { EstimateGasParameters } from '../actions/estimateGas.js'
import type { EvmSendTokenParameters } from '../actions/sendToken.js'
import type { EvmTransactionRequest } from '../actions/sendTransaction.js'
import type { SignTypedDataParameters } from '../actions/signTypedData.js'
import { reconnectConnector } from '../connection/reconnect.js'
import { forwardWalletEvents } from '../connectors/forwardWalletEvents.js'
import { toConnector, toConnectors } from '../connectors/toConnector.js'
import { explorerApiUrlOf } from '../history/explorerApiUrl.js'
import { type EvmNetwork, toNetwork } from '../networks/toNetwork.js'
import type { EvmCall } from '../validation/validateCalls.js'
import { createEvmWagmiConfig } from './createEvmWagmiConfig.js'
import {
  connectionOf,
  type EvmAdapterContext,
  findWagmiConnector,
  toConnectedAccounts,
} from './evmAdapterContext.js'
import type { EvmAdapterOptions } from './evmAdapterOptions.js'
import { lazyEvmWalletConnect } from './lazyEvmWalletConnect.js'
import {
  loadAccountReaders,
  loadConnecting,
  loadNetworkSwitching,
  loadSigning,
  loadTransactions,
} from './lazyParts.js'

/**
 * The EVM chain namespace for LatchKit, built on wagmi and viem. Pass it to `createLatchKit`; wrap
 * the site in `<WagmiProvider config={adapter.wagmiConfig} reconnectOnMount={false}>` to use
 * wagmi's hooks on the same connection (the kit reconnects at start).
 *
 * Restoring a remembered connection is in the main module; connecting and disconnecting, signing,
 * sends and fee estimates, network switching, the account-data readers, the transaction history,
 * ENS name resolution, the WalletConnect session connector and the chain RPC code of the transports
 * it builds are imported on their first call, so a page pays for them only once they are used.
 *
 * @example
 * import { mainnet, base } from 'viem/chains'
 * const evm = new EvmAdapter({ networks: [mainnet, base], transports: { [mainnet.id]: http('https://rpc.example') } })
 * const kit = createLatchKit({ adapters: [evm], networks: evm.networks, projectId })
 */
export class EvmAdapter implements ChainAdapter<'eip155'>, ChainAdapterWalletActions<'eip155'> {
  readonly namespace = 'eip155' as const
  readonly networks: readonly EvmNetwork[]
  readonly emitter: Emitter<ChainAdapterEvents> = createEmitter<ChainAdapterEvents>()
  /** The wagmi config every connection and read goes through (the site's own when it passed one). */
  readonly wagmiConfig: Config
  /**
   * The `eip155` part of the kit's WalletConnect sessions: an approved session becomes the wagmi
   * connection of the connector `'walletConnect'` (signing, sending and switching between the
   * session's chains go to the wallet through it).
   */
  readonly walletConnect: ChainAdapterWalletConnect
  readonly #context: EvmAdapterContext
  readonly #stopForwarding: () => void

  /** @throws {EvmAdapterOptionsError} for options it cannot work with. */
  constructor(options: EvmAdapterOptions) {
    const { config, chains } = createEvmWagmiConfig(options)
    this.wagmiConfig = config
    this.networks = chains.map(toNetwork)
    this.#context = {
      config,
      emitter: this.emitter,
      networks: this.networks,
      activeAccounts: new Map(),
      tokens: options.tokens ?? [],
      explorerApiUrls: options.explorerApiUrls ?? {},
    }
    this.#stopForwarding = forwardWalletEvents(this.#context)
    this.walletConnect = lazyEvmWalletConnect(this.#context)
  }

  /** The wallets the modal can offer: EIP-6963 announced ones, the injected one, the site's own. */
  getConnectors(): readonly Connector[] {
    return toConnectors(this.wagmiConfig)
  }

  connect(parameters: { connectorId: string; network?: EvmNetwork }): Promise<AdapterConnection> {
    return loadConnecting().then(({ connectConnector }) => connectConnector(this.#context, parameters))
  }

  reconnect(parameters: { connectorId: string; network?: EvmNetwork }): Promise<AdapterConnection | null> {
    return reconnectConnector(this.#context, parameters)
  }

  disconnect(parameters: { connectorId: string }): Promise<void> {
    return loadConnecting().then((part) => part.disconnectConnector(this.#context, parameters))
  }

  switchNetwork(parameters: { connectorId: string; network: EvmNetwork }): Promise<void> {
    return loadNetworkSwitching().then((part) => part.switchNetwork(this.#context, parameters))
  }

  async getAccounts(parameters: { connectorId: string }): Promise<readonly ConnectedAccount[]> {
    const connector = findWagmiConnector(this.wagmiConfig, parameters.connectorId)
    const connection = connector && connectionOf(this.wagmiConfig, connector)
    return connection ? toConnectedAccounts(connection.accounts) : []
  }

  getBalance(parameters: { address: string; network: EvmNetwork }): Promise<AdapterBalance> {
    return loadAccountReaders().then((part) => part.getNativeBalance(this.#context, parameters))
  }

  signMessage(parameters: { connectorId: string; address: string; message: string }): Promise<Hex> {
    return loadSigning().then((part) => part.signMessage(this.#context, parameters))
  }

  /**
   * Whether `signature` is `address`'s signature of `message` on `network` (EOA, ERC-1271 and
   * ERC-6492 accounts), over the network's RPC. The kit checks every sign-in with it.
   */
  verifyMessage(parameters: {
    address: string
    message: string
    signature: string
    network: EvmNetwork
  }): Promise<boolean> {
    return loadSigning().then((part) => part.verifyMessage(this.#context, parameters))
  }

  /**
   * The kit made `address`, one of the connection's accounts, the active one: sends
   * (`sendTransaction`, `sendToken`, `sendCalls`) and fee estimates (`estimateSendFee`) go from it
   * while the wallet still shares it.
   */
  setActiveAccount(parameters: { connectorId: string; address: string }): void {
    this.#context.activeAccounts.set(parameters.connectorId, parameters.address)
  }

  /** The connector's EIP-1193 provider (announced and injected wallets), else `undefined`. */
  getProvider(parameters: { connectorId: string }): unknown {
    const connector = findWagmiConnector(this.wagmiConfig, parameters.connectorId)
    return connector ? toConnector(this.wagmiConfig, connector)?.provider : undefined
  }

  /** Signs EIP-712 typed data (`eth_signTypedData_v4`). */
  signTypedData<
    const typedData extends TypedData | Record<string, unknown>,
    primaryType extends keyof typedData | 'EIP712Domain',
  >(parameters: SignTypedDataParameters<typedData, primaryType>): Promise<Hex> {
    return loadSigning().then((part) => part.signTypedData(this.#context, parameters))
  }

  /** Sends a transaction after validating its addresses and fees. */
  sendTransaction(parameters: EvmTransactionRequest): Promise<Hash> {
    return loadTransactions().then((part) => part.sendTransaction(this.#context, parameters))
  }

  /**
   * Sends the network's native currency (`token: { type: 'native' }`) or an ERC-20
   * (`{ type: 'token', address, decimals }`) from the active account: the send form.
   */
  sendToken(parameters: EvmSendTokenParameters): Promise<Hash> {
    return loadTransactions().then((part) => part.sendToken(this.#context, parameters))
  }

  /** What `sendToken` with these values would cost in fees, in the network's native currency. */
  estimateSendFee(parameters: EvmSendTokenParameters): Promise<SendFeeEstimate> {
    return loadTransactions().then((part) => part.estimateSendFee(this.#context, parameters))
  }

  /** Sends a batch of calls with `wallet_sendCalls` (EIP-5792). */
  sendCalls(parameters: { connectorId: string; calls: readonly EvmCall[]; network?: EvmNetwork }): Promise<{
    id: string
  }> {
    return loadTransactions().then((part) => part.sendCalls(this.#context, parameters))
  }

  /** Estimates a transaction's gas over RPC. */
  estimateGas(parameters: EstimateGasParameters): Promise<bigint> {
    return loadTransactions().then((part) => part.estimateGas(this.#context, parameters))
  }

  /** The network's gas price in wei. */
  getGasPrice(parameters: { network: Pick<EvmNetwork, 'id' | 'caipNetworkId'> }): Promise<bigint> {
    return loadTransactions().then((part) => part.getGasPrice(this.#context, parameters))
  }

  /**
   * `address`'s native balance, then each listed ERC-20 (`tokens` option) it holds on `network`,
   * read from the chain (one multicall where the chain has Multicall3).
   */
  getTokenBalances(parameters: { address: string; network: EvmNetwork }): Promise<TokenBalance[]> {
    return loadAccountReaders().then((part) => part.getTokenBalances(this.#context, parameters))
  }

  /**
   * `address`'s transactions on `network`, newest first, a page at a time, from the network's
   * Etherscan-compatible account API (`explorerApiUrls`, else the chain's explorer `apiUrl`).
   */
  getTransactions(parameters: {
    address: string
    network: EvmNetwork
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<TransactionsPage> {
    return loadAccountReaders().then((part) => part.getTransactions(this.#context, parameters))
  }

  /** Whether `getTransactions` can read `network`'s history (it has an explorer API). */
  hasTransactionHistory(network: EvmNetwork): boolean {
    return Boolean(explorerApiUrlOf(this.#context, network))
  }

  /** Whether `address` is an EVM address (0x and 40 hex digits; a mixed-case one must carry a valid EIP-55 checksum). */
  isAddress(parameters: { address: string; network: EvmNetwork }): boolean {
    return isEvmAddress(parameters.address.trim())
  }

  /** The address an ENS name points to on `network`, or `undefined` (no ENS there, no such name). */
  resolveName(parameters: { name: string; network: EvmNetwork }): Promise<string | undefined> {
    return loadAccountReaders().then((part) => part.resolveName(this.#context, parameters))
  }

  /**
   * The ENS name and avatar of `address`, read from `network`'s ENS universal resolver. The kit
   * shows them when it has no provider API (no project id); `null` when the address has no name.
   */
  getIdentity(parameters: { address: string; network: EvmNetwork }): Promise<Identity> {
    return loadAccountReaders().then((part) => part.getEnsProfile(this.#context, parameters))
  }

  /** The block-explorer page of `address`, if the network has an explorer. */
  getAddressExplorerUrl(parameters: { address: string; network: EvmNetwork }): string | undefined {
    return addressExplorerUrl(parameters)
  }

  /** Stops forwarding wallet events to the kit (the wagmi config keeps working for the site). */
  destroy(): void {
    this.#stopForwarding()
  }
}
