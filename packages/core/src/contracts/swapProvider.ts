import type { Network } from '../network/network.js'
import type { SwapToken, SwapTransaction } from './blockchainApi.js'

/** A quote for swapping `fromAmount` of one token into another, amounts in base units. */
export type SwapProviderQuote = {
  fromAmount: string
  /** What the swap gives at the current price, before slippage. */
  toAmount: string
  /** How far the swap moves the price, in percent (`0.25` is 0.25 %), when the provider knows. */
  priceImpact?: number | undefined
  /** The provider's fee in percent of the input (a pool's 0.3 %), when it takes one. */
  feePercent?: number | undefined
}

/**
 * Where the Swap view gets tokens, quotes and the transactions to send (spec sections 3 and 7).
 * Tokens are CAIP-10 (`eip155:1:0x…`; the native currency is
 * `eip155:<chain>:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`); amounts are base-unit strings.
 * LatchKit ships two: the provider API's convert endpoints (`apiSwapProvider`, with a project id)
 * and an on-chain Uniswap v2 router (`uniswapV2SwapProvider` of `@latchkit/adapter-evm/swap`, no cloud).
 */
export type SwapProvider = {
  /** Whether it swaps on `network` (else the view says 'Network not supported for Swaps'). */
  supportsNetwork(network: Network): Promise<boolean>
  /** The tokens it swaps on `network`, the native currency included. */
  getTokens(parameters: { network: Network }): Promise<SwapToken[]>
  getQuote(parameters: {
    network: Network
    from: string
    to: string
    amount: string
    userAddress: string
  }): Promise<SwapProviderQuote>
  /** How much of `token` its swap transaction may spend from `owner` (the native currency needs none). */
  getAllowance(parameters: { network: Network; token: string; owner: string }): Promise<string>
  /** The transaction that lets the swap spend `amount` of `from`. */
  buildApprove(parameters: {
    network: Network
    from: string
    to: string
    amount: string
    userAddress: string
  }): Promise<SwapTransaction>
  /** The swap itself, failing on chain when it would give less than the quote less `slippage` percent. */
  buildSwap(parameters: {
    network: Network
    from: string
    to: string
    amount: string
    userAddress: string
    slippage: number
  }): Promise<SwapTransaction>
}

/** The CAIP-10 address swap providers give the native currency. */
export const nativeSwapTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
