import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { SwapProvider } from '../contracts/swapProvider.js'
import { SwapQuoteUnavailableError } from '../errors/swap.js'

/** The provider API's convert calls a swap needs. */
export type SwapApi = Pick<
  BlockchainApi,
  | 'isNetworkSupported'
  | 'getSwapTokens'
  | 'getSwapQuotes'
  | 'getSwapAllowance'
  | 'getGasPrice'
  | 'buildSwapTransaction'
  | 'buildApproveTransaction'
>

/**
 * Swaps through the provider API's convert endpoints (spec section 7): its tokens, its quotes at
 * the network's standard gas price, its allowance, and the approve and swap transactions it
 * builds. A network the API does not support throws 'Network not supported for Swaps' (or 'for
 * Gas Price') from the calls that need one.
 */
export function apiSwapProvider(api: SwapApi): SwapProvider {
  return {
    supportsNetwork: (network) => api.isNetworkSupported(network.caipNetworkId),
    getTokens: ({ network }) => api.getSwapTokens({ caipNetworkId: network.caipNetworkId }),
    async getQuote({ network, from, to, amount, userAddress }) {
      const { caipNetworkId } = network
      const { standard } = await api.getGasPrice({ caipNetworkId })
      const [quote] = await api.getSwapQuotes({
        caipNetworkId,
        amount,
        userAddress,
        from,
        to,
        gasPrice: standard,
      })
      if (!quote) throw new SwapQuoteUnavailableError({ from, to })
      return { fromAmount: quote.fromAmount, toAmount: quote.toAmount }
    },
    async getAllowance({ network, token, owner }) {
      const answer = await api.getSwapAllowance({
        caipNetworkId: network.caipNetworkId,
        tokenAddress: token,
        userAddress: owner,
      })
      return answer.allowance
    },
    buildApprove: ({ network, from, to, userAddress }) =>
      api.buildApproveTransaction({ caipNetworkId: network.caipNetworkId, from, to, userAddress }),
    buildSwap: ({ network, from, to, amount, userAddress, slippage }) =>
      api.buildSwapTransaction({
        caipNetworkId: network.caipNetworkId,
        from,
        to,
        amount,
        userAddress,
        slippage,
      }),
  }
}
