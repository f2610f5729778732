import type { TokenBalance } from '../../contracts/blockchainApi.js'

/**
 * How the last send from the modal ended: sent (the transaction's hash; it may still be pending on
 * chain) or failed (its message; `rejected` when the visitor declined in the wallet). A new object
 * per send, so `kit.subscribe((state) => state.send?.result, …)` hears each one.
 */
export type SendResult =
  | {
      status: 'success'
      hash: string
      caipNetworkId: string
      /** In whole units, as sent. */
      amount: string
      symbol: string | undefined
      receiver: string
      /** When it ended, milliseconds since the epoch. */
      timestamp: number
    }
  | { status: 'failure'; message: string; rejected: boolean; caipNetworkId: string; timestamp: number }

/**
 * What `kit.open({ view: 'WalletSend', data: { send } })` fills the form with: the token (its
 * contract address or mint; the native currency when absent), the amount in whole units and the
 * receiver (an address or a name). The visitor can change each before sending.
 */
export type SendPreset = {
  token?: string | undefined
  amount?: string | undefined
  receiver?: string | undefined
}

/** The send form (spec section 3): what is sent, how much, to whom, and where the send stands. */
export type SendState = {
  /** The token picked from the visitor's balances; the native currency is one of them. */
  token: TokenBalance | undefined
  /** In whole units, as typed (`"0.5"`). */
  sendTokenAmount: string | undefined
  /** As typed: an address, or a name the adapter resolves (an ENS name). */
  receiverAddress: string | undefined
  /** The name the receiver was given as, once resolved to `resolvedReceiverAddress`. */
  receiverProfileName: string | undefined
  receiverProfileImage: string | undefined
  /** The address a typed name points to. */
  resolvedReceiverAddress: string | undefined
  /** The network's native balance worth in USD, when a price is known. */
  networkBalanceInUsd: string | undefined
  /** While the wallet is asked and the transaction submitted. */
  loading: boolean
  /** When the last failed send was (for the retry notice), milliseconds since the epoch. */
  lastRetry: number | undefined
  /** How the last send ended (kept when the form resets). */
  result: SendResult | undefined
}

export function createSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    resolvedReceiverAddress: undefined,
    networkBalanceInUsd: undefined,
    loading: false,
    lastRetry: undefined,
    result: undefined,
  }
}
