import { defaultSwapSlippagePercent } from '../../constants.js'
import type { SwapToken } from '../../contracts/blockchainApi.js'
import type { Failure } from '../../errors/failure.js'

/** A quote as the Swap view shows it, in whole units of the tokens. */
export type SwapQuoteState = {
  /** What the swap gives at the current price. */
  toAmount: string
  /** What it gives at worst: the quote less the slippage tolerance (the swap fails below it). */
  minimumReceived: string
  /** How far the swap moves the price, in percent, when the provider knows. */
  priceImpact: number | undefined
  /** The provider's fee in percent of the input, when it takes one. */
  feePercent: number | undefined
}

/** How the last swap ended (a new object per swap, for `kit.subscribe`). */
export type SwapResult =
  | {
      status: 'success'
      hash: string
      caipNetworkId: string
      from: string
      to: string
      amount: string
      timestamp: number
    }
  | { status: 'failure'; message: string; rejected: boolean; caipNetworkId: string; timestamp: number }

/** The Swap view's state (spec section 3: quotes, tokens, allowance). */
export type SwapState = {
  /** The network the tokens are of (`caipNetworkId`). */
  caipNetworkId: string | undefined
  /** The tokens the swap provider swaps on the network, the native currency included. */
  tokens: SwapToken[]
  tokensLoading: boolean
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** In whole units, as typed. */
  sourceTokenAmount: string | undefined
  quote: SwapQuoteState | undefined
  quoteLoading: boolean
  /** The source token must first let the swap spend the amount (an ERC-20 approval). */
  needsApproval: boolean
  /** What the wallet is being asked for. */
  step: 'idle' | 'approving' | 'swapping'
  /** Slippage tolerance in percent. */
  slippage: number
  /** The last failure (its text is the spec's wording where it has one). */
  error: Failure | undefined
  result: SwapResult | undefined
}

export function createSwapState(): SwapState {
  return {
    caipNetworkId: undefined,
    tokens: [],
    tokensLoading: false,
    sourceToken: undefined,
    toToken: undefined,
    sourceTokenAmount: undefined,
    quote: undefined,
    quoteLoading: false,
    needsApproval: false,
    step: 'idle',
    slippage: defaultSwapSlippagePercent,
    error: undefined,
    result: undefined,
  }
}
