import type { TokenBalance } from '../../contracts/blockchainApi.js'

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
  }
}
