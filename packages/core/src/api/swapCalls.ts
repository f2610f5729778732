import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { HttpClient } from '../contracts/http.js'
import { NetworkNotSupportedError } from '../errors/networkNotSupported.js'
import { requestDecoded } from '../http/requestDecoded.js'
import { allowance, fungiblePrices, gasPrice, swapQuotes, swapTokens, swapTransaction } from './decoders.js'
import type { SupportedChainsGate } from './supportedChainsGate.js'

type SwapCalls = Pick<
  BlockchainApi,
  | 'getSwapQuotes'
  | 'getSwapTokens'
  | 'getSwapAllowance'
  | 'getGasPrice'
  | 'buildSwapTransaction'
  | 'buildApproveTransaction'
  | 'getFungiblePrices'
>

/**
 * Swap calls. On an unsupported network, gas price and the swap and approve transactions throw
 * `NetworkNotSupportedError` (spec section 5); quotes, tokens, allowance and prices are empty.
 */
export function createSwapCalls(http: HttpClient, gate: SupportedChainsGate, projectId: string): SwapCalls {
  async function requireSupported(
    caipNetworkId: Parameters<SupportedChainsGate['isNetworkSupported']>[0],
    feature: 'swaps' | 'gasPrice',
  ) {
    if (!(await gate.isNetworkSupported(caipNetworkId)))
      throw new NetworkNotSupportedError({ feature, caipNetworkId })
  }

  return {
    async getSwapQuotes({ caipNetworkId, amount, userAddress, from, to, gasPrice, signal }) {
      if (!(await gate.isNetworkSupported(caipNetworkId))) return []
      const answer = await requestDecoded(http, 'get', swapQuotes, {
        path: '/v1/convert/quotes',
        params: { amount, userAddress, from, to, gasPrice },
        signal,
      })
      return answer.quotes
    },

    async getSwapTokens({ caipNetworkId, signal }) {
      if (!(await gate.isNetworkSupported(caipNetworkId))) return []
      const answer = await requestDecoded(http, 'get', swapTokens, {
        path: '/v1/convert/tokens',
        params: { chainId: caipNetworkId },
        signal,
      })
      return answer.tokens
    },

    async getSwapAllowance({ caipNetworkId, tokenAddress, userAddress, signal }) {
      if (!(await gate.isNetworkSupported(caipNetworkId))) return { allowance: '0' }
      return requestDecoded(http, 'get', allowance, {
        path: '/v1/convert/allowance',
        params: { tokenAddress, userAddress },
        signal,
      })
    },

    async getGasPrice({ caipNetworkId, signal }) {
      await requireSupported(caipNetworkId, 'gasPrice')
      return requestDecoded(http, 'get', gasPrice, {
        path: '/v1/convert/gas-price',
        params: { chainId: caipNetworkId },
        signal,
      })
    },

    async buildSwapTransaction({
      caipNetworkId,
      amount,
      slippage,
      from,
      to,
      userAddress,
      disableEstimate,
      signal,
    }) {
      await requireSupported(caipNetworkId, 'swaps')
      const answer = await requestDecoded(http, 'post', swapTransaction, {
        path: '/v1/convert/build-transaction',
        body: { amount, slippage, projectId, from, to, userAddress, disableEstimate },
        signal,
      })
      return answer.tx
    },

    async buildApproveTransaction({ caipNetworkId, userAddress, from, to, signal }) {
      await requireSupported(caipNetworkId, 'swaps')
      const answer = await requestDecoded(http, 'get', swapTransaction, {
        path: '/v1/convert/build-approve',
        params: { userAddress, from, to },
        signal,
      })
      return answer.tx
    },

    async getFungiblePrices({ caipNetworkId, currency, addresses, signal }) {
      if (!(await gate.isNetworkSupported(caipNetworkId))) return []
      const answer = await requestDecoded(http, 'post', fungiblePrices, {
        path: '/v1/fungible/price',
        body: { currency, addresses, projectId },
        signal,
      })
      return answer.fungibles
    },
  }
}
