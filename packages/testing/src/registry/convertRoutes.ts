import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { rigPrices } from '../evm/rigPrices.js'
import { evmChainIdOf } from './accountRoutes.js'
import { buildSwapTransaction } from './buildSwapTransaction.js'
import type { SwapVenue } from './evmReader.js'
import { planSwap } from './planSwap.js'
import { readSwapRequest } from './readSwapRequest.js'
import { badRequest, field, type Route } from './routes.js'
import {
  findSwapAsset,
  nativeTokenAddress,
  readAccountAddress,
  readCaip10,
  type SwapAsset,
} from './swapAssets.js'

/** `eip155:1:0xabc` -> `0xabc`; a bare address stays. */
const addressPart = (value: string) => value.split(':').at(-1) ?? value

/** The venue and listed token a CAIP-10 `value` names, or a reason to refuse it. */
function readListedToken(
  venues: (chainId: number) => SwapVenue | undefined,
  value: string | null,
  name: string,
): { venue: SwapVenue; asset: SwapAsset } | { reason: string } {
  const token = readCaip10(value)
  if (!token) return { reason: `${name} must be a CAIP-10 token address (eip155:<chain id>:0x…).` }
  const venue = venues(token.chainId)
  if (!venue) return { reason: `eip155:${token.chainId} has no swaps.` }
  const asset = findSwapAsset(venue, token.address)
  if (!asset) return { reason: `${value} is not a token this chain swaps.` }
  return { venue, asset }
}

/**
 * Swap tokens, quotes, allowance, gas price, transactions and fungible prices (spec section 7).
 * Swaps go through the chain's Uniswap v2 (`RegistryEvmChain.uniswapV2`): its router quotes them
 * and is the spender a token approves.
 */
export const convertRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/convert/tokens',
    handle: ({ query }, { evm, baseUrl }) => {
      const caipNetworkId = query.get('chainId')
      const chainId = evmChainIdOf(caipNetworkId)
      if (chainId === undefined) return badRequest('chainId must be an eip155 network')
      // A chain without a venue lists nothing: none of its tokens could be swapped.
      const tokens = evm.swapVenue(chainId)?.tokens ?? []
      return {
        json: {
          tokens: tokens.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: `${caipNetworkId}:${token.address ?? nativeTokenAddress}`,
            decimals: token.decimals,
            logoUri: `${baseUrl}/public/getTokenImage/${token.symbol}`,
          })),
        },
      }
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    handle: async ({ query }, { evm }) => {
      const request = readSwapRequest(evm, {
        from: query.get('from'),
        to: query.get('to'),
        amount: query.get('amount'),
        userAddress: query.get('userAddress'),
      })
      if ('reason' in request) return badRequest(request.reason)
      const plan = await planSwap(request.venue, request.from, request.to, request.amountIn)
      if ('reason' in plan) return badRequest(plan.reason)
      return { json: { quotes: [{ fromAmount: String(plan.amountIn), toAmount: String(plan.amountOut) }] } }
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/allowance',
    handle: async ({ query }, { evm }) => {
      const owner = readAccountAddress(query.get('userAddress'))
      if (!owner) return badRequest('userAddress must be an address.')
      const listed = readListedToken(evm.swapVenue, query.get('tokenAddress'), 'tokenAddress')
      if ('reason' in listed) return badRequest(listed.reason)
      const { venue, asset } = listed
      // The native currency goes with the swap as its value: there is nothing to approve.
      if (!asset.token.address) return { json: { allowance: maxUint256.toString() } }
      const allowance = await evm.allowance(venue.chainId, asset.token.address, owner, venue.uniswapV2.router)
      return { json: { allowance: (allowance ?? 0n).toString() } }
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/gas-price',
    handle: async ({ query }, { evm }) => {
      const chainId = evmChainIdOf(query.get('chainId'))
      if (chainId === undefined) return badRequest('chainId must be an eip155 network')
      const base = (evm.hasChain(chainId) ? await evm.gasPrice(chainId) : undefined) ?? 1_000_000_000n
      return {
        json: {
          standard: base.toString(),
          fast: ((base * 12n) / 10n).toString(),
          instant: ((base * 15n) / 10n).toString(),
        },
      }
    },
  },
  {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    handle: ({ body }, { evm }) => buildSwapTransaction(evm, body),
  },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    handle: ({ query }, { evm }) => {
      const user = readAccountAddress(query.get('userAddress'))
      if (!user) return badRequest('userAddress must be an address.')
      const listed = readListedToken(evm.swapVenue, query.get('from'), 'from')
      if ('reason' in listed) return badRequest(listed.reason)
      const { venue, asset } = listed
      if (!asset.token.address)
        return badRequest(`${asset.token.symbol} is sent as value and needs no approval.`)
      // An exact amount when the caller names one; else the usual unlimited approval.
      const amount = query.get('amount')
      if (amount !== null && !/^\d+$/.test(amount))
        return badRequest('amount must be a whole number of the smallest unit.')
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [venue.uniswapV2.router, amount === null ? maxUint256 : BigInt(amount)],
      })
      return { json: { tx: { from: user, to: asset.token.address, data, value: '0' } } }
    },
  },
  {
    method: 'POST',
    path: '/v1/fungible/price',
    handle: ({ body }, { evm, baseUrl }) => {
      const addresses = field(body, 'addresses')
      if (!Array.isArray(addresses) || typeof field(body, 'currency') !== 'string')
        return badRequest('currency and addresses are required')
      const fungibles = addresses.flatMap((value) => {
        const text = String(value)
        const chainId = evmChainIdOf(text.split(':').slice(0, 2).join(':'))
        const address = addressPart(text).toLowerCase()
        const tokens = chainId === undefined ? [] : evm.tokensOf(chainId)
        const token =
          address === nativeTokenAddress
            ? { name: 'Ether', symbol: 'ETH' }
            : tokens.find((candidate) => candidate.address?.toLowerCase() === address)
        if (!token) return []
        const iconUrl = `${baseUrl}/public/getTokenImage/${token.symbol}`
        return [{ name: token.name, symbol: token.symbol, iconUrl, price: rigPrices[token.symbol] ?? 0 }]
      })
      return { json: { fungibles } }
    },
  },
]
