import { type Address, encodeFunctionData, erc20Abi, isAddress, maxUint256 } from 'viem'
import { evmChainIdOf } from './accountRoutes.js'
import { rigPrices } from './evmReader.js'
import { badRequest, field, type Route } from './routes.js'

/** The address the rig's swap quotes route through (it holds no code; quotes are illustrative). */
export const rigSwapRouter: Address = '0x1111111111111111111111111111111111111111'
const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** `eip155:1:0xabc` -> `0xabc`; a bare address stays. */
const addressPart = (value: string) => value.split(':').at(-1) ?? value

/** Swap tokens, quotes, allowance, gas price, transactions and fungible prices (spec section 7). */
export const convertRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/convert/tokens',
    handle: ({ query }, { evm, baseUrl }) => {
      const caipNetworkId = query.get('chainId')
      const chainId = evmChainIdOf(caipNetworkId)
      if (chainId === undefined) return badRequest('chainId must be an eip155 network')
      const tokens = evm.hasChain(chainId)
        ? evm.tokensOf(chainId)
        : [{ address: undefined, name: 'Ether', symbol: 'ETH', decimals: 18 }]
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
    handle: ({ query }) => {
      const amount = query.get('amount')
      if (
        !amount ||
        !/^\d+$/.test(amount) ||
        !query.get('from') ||
        !query.get('to') ||
        !query.get('userAddress')
      )
        return badRequest('amount, from, to and userAddress are required')
      // A fixed rate keeps quotes predictable: 99.7% of the input (a 0.3% fee).
      return {
        json: { quotes: [{ fromAmount: amount, toAmount: ((BigInt(amount) * 997n) / 1000n).toString() }] },
      }
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/allowance',
    handle: async ({ query }, { evm }) => {
      const token = addressPart(query.get('tokenAddress') ?? '')
      const owner = addressPart(query.get('userAddress') ?? '')
      if (!isAddress(token) || !isAddress(owner))
        return badRequest('tokenAddress and userAddress are required')
      const chainId = evmChainIdOf(query.get('tokenAddress')?.split(':').slice(0, 2).join(':') ?? null)
      const allowance =
        chainId === undefined ? undefined : await evm.allowance(chainId, token, owner, rigSwapRouter)
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
    handle: ({ body }) => {
      const userAddress = addressPart(String(field(body, 'userAddress') ?? ''))
      const amount = field(body, 'amount')
      if (!isAddress(userAddress) || typeof amount !== 'string')
        return badRequest('amount and userAddress are required')
      const from = String(field(body, 'from') ?? '')
      const isNative = addressPart(from).toLowerCase() === nativeTokenAddress
      return {
        json: {
          tx: {
            from: userAddress,
            to: rigSwapRouter,
            data: '0x',
            value: isNative ? amount : '0',
            gas: '210000',
          },
        },
      }
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    handle: ({ query }) => {
      const userAddress = addressPart(query.get('userAddress') ?? '')
      const token = addressPart(query.get('from') ?? '')
      if (!isAddress(userAddress) || !isAddress(token)) return badRequest('userAddress and from are required')
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [rigSwapRouter, maxUint256],
      })
      return { json: { tx: { from: userAddress, to: token, data, value: '0' } } }
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
