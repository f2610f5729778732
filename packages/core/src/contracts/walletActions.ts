import type { ChainNamespace } from '../network/namespaces.js'
import type { Network } from '../network/network.js'
import type { TokenBalance, TransactionsPage } from './blockchainApi.js'

// What the modal's send, tokens and activity flows ask of a namespace's adapter (issue 20), as
// optional members of `ChainAdapter`: a namespace without one of them does not offer that flow.
// Every family fills them from its own chain (or a source a site can run), never from a cloud.

/** What the send form sends: the network's native currency, or a token by its address (an ERC-20 contract, an SPL mint). */
export type SendableToken =
  | { type: 'native' }
  | { type: 'token'; address: string | undefined; decimals: number; symbol?: string | undefined }

/** The send form's values (spec section 3: token, sendTokenAmount, receiverAddress). */
export type SendTokenParameters<namespace extends ChainNamespace = ChainNamespace> = {
  connectorId: string
  network: Network<namespace>
  token: SendableToken | undefined
  /** In whole units, e.g. `'0.5'`. */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
}

/**
 * What sending would cost in the network's native currency, in whole units (`"0.000021"`), and
 * what must stay in the account after a native send (`reserve`: a Polkadot account's existential
 * deposit, say), so that "max" sends the balance less both.
 */
export type SendFeeEstimate = { fee: string; symbol: string; reserve?: string | undefined }

/** The adapter members behind the modal's send, tokens and activity flows. */
export type ChainAdapterWalletActions<namespace extends ChainNamespace = ChainNamespace> = {
  /**
   * Sends from the connection's active account after the spec's checks (section 5: 'An amount
   * and receiver address are required', 'A token is required'); resolves the transaction's id (a
   * hash, a signature) once the wallet submitted it, and emits `balanceChanged` once confirmed.
   */
  sendToken?(parameters: SendTokenParameters<namespace>): Promise<string>
  /** What `sendToken` with these values would cost in fees (for the preview and a native "max"). */
  estimateSendFee?(parameters: SendTokenParameters<namespace>): Promise<SendFeeEstimate>
  /**
   * Balances read from the chain itself, for kits without a provider API: the native currency
   * first, then each token the site listed for `network` that `address` holds. `price` is 0 and
   * `value` absent (no price source on a chain).
   */
  getTokenBalances?(parameters: { address: string; network: Network<namespace> }): Promise<TokenBalance[]>
  /**
   * `address`'s history on `network`, newest first, from a source the site configured or the
   * chain's own RPC; `next` is the cursor of the following page, or null.
   */
  getTransactions?(parameters: {
    address: string
    network: Network<namespace>
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  }): Promise<TransactionsPage>
  /**
   * Whether `getTransactions` has a source for `network` (an EVM chain without an explorer API
   * has none). Without this member, `getTransactions` is taken to serve every network.
   */
  hasTransactionHistory?(network: Network<namespace>): boolean
  /**
   * Sends a transaction a swap provider built (`to`, `data`, `value` in base units) from the
   * connection's account, on `network` (the wallet's current one when absent); resolves its hash
   * once the wallet submitted it. EVM only.
   */
  sendTransaction?(parameters: {
    connectorId: string
    network?: Network<namespace> | undefined
    to: string
    data?: `0x${string}` | undefined
    value?: bigint | undefined
  }): Promise<string>
  /** Whether `address` is a valid receiver on `network` (its family's format and checksum). */
  isAddress?(parameters: { address: string; network: Network<namespace> }): boolean
  /** The address a name (an ENS name) points to on `network`, or `undefined`. */
  resolveName?(parameters: { name: string; network: Network<namespace> }): Promise<string | undefined>
}
