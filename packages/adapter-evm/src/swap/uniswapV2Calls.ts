import type { Network, SwapProvider, SwapToken } from '@latchkit/core'
import { nativeSwapTokenAddress } from '@latchkit/core'
import { type Config, readContract } from '@wagmi/core'
import { type Address, encodeFunctionData, erc20Abi, getAddress, maxUint256, zeroAddress } from 'viem'
import type { EvmTokenListing } from '../account/evmTokenListing.js'
import { readTokenText } from '../account/readTokenText.js'
import { UniswapV2RouteError } from '../errors/swapErrors.js'
import { chainIdOf } from '../networks/toNetwork.js'
import { feePercentOf, minimumOut, priceImpactOf } from './swapMath.js'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'

/** How long a built swap stays valid, in seconds (the router refuses it after). */
const swapDeadlineSeconds = 20 * 60

export type UniswapV2Parameters = {
  config: Config
  /** The UniswapV2Router02 of each chain id the provider swaps on. */
  routers: Readonly<Record<number, string>>
  tokens: readonly EvmTokenListing[]
}

/** `eip155:1:0xabc` -> `0xabc` (checksummed); the native placeholder stays as it is. */
const addressPart = (caip10: string) => {
  const address = caip10.split(':').at(-1) ?? ''
  return address.toLowerCase() === nativeSwapTokenAddress ? nativeSwapTokenAddress : getAddress(address)
}

/** The swap provider over Uniswap v2 routers on chain (see `uniswapV2SwapProvider`). */
export function createUniswapV2Calls(parameters: UniswapV2Parameters): SwapProvider {
  const { config } = parameters
  // Each router's WETH and factory never change: read once per chain.
  const deployments = new Map<number, Promise<{ router: Address; weth: Address; factory: Address }>>()

  function deploymentOf(network: Network) {
    const chainId = chainIdOf(network as Parameters<typeof chainIdOf>[0])
    const routerAddress = parameters.routers[chainId]
    if (!routerAddress)
      throw new UniswapV2RouteError({ reason: `No Uniswap v2 router for chain ${chainId}.` })
    let deployment = deployments.get(chainId)
    if (!deployment) {
      const router = getAddress(routerAddress)
      const read = (functionName: 'WETH' | 'factory') =>
        readContract(config, { chainId, address: router, abi: uniswapV2RouterAbi, functionName })
      deployment = Promise.all([read('WETH'), read('factory')]).then(([weth, factory]) => ({
        router,
        weth,
        factory,
      }))
      deployment.catch(() => deployments.delete(chainId))
      deployments.set(chainId, deployment)
    }
    return { chainId, deployment }
  }

  /** The pools a swap goes through: direct when the pair exists, else through WETH. */
  async function routeOf(network: Network, from: string, to: string) {
    const { chainId, deployment } = deploymentOf(network)
    const { router, weth, factory } = await deployment
    const [a, b] = [addressPart(from), addressPart(to)].map((address) =>
      address === nativeSwapTokenAddress ? weth : (address as Address),
    ) as [Address, Address]
    if (a === b) throw new UniswapV2RouteError({ reason: 'The two tokens are the same.' })
    const pairOf = (x: Address, y: Address) =>
      readContract(config, {
        chainId,
        address: factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [x, y],
      })
    const direct = await pairOf(a, b)
    const path: Address[] = direct !== zeroAddress || a === weth || b === weth ? [a, b] : [a, weth, b]
    return { chainId, router, path, pairOf }
  }

  /** Each hop's [in, out] reserves. */
  async function reservesOf(
    chainId: number,
    path: readonly Address[],
    pairOf: (x: Address, y: Address) => Promise<Address>,
  ) {
    return Promise.all(
      path.slice(0, -1).map(async (tokenIn, index) => {
        const pair = await pairOf(tokenIn, path[index + 1] as Address)
        if (pair === zeroAddress) throw new UniswapV2RouteError({ reason: 'No pool for this pair.' })
        const [token0, [reserve0, reserve1]] = await Promise.all([
          readContract(config, { chainId, address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
          readContract(config, {
            chainId,
            address: pair,
            abi: uniswapV2PairAbi,
            functionName: 'getReserves',
          }),
        ])
        return (getAddress(token0) === tokenIn ? [reserve0, reserve1] : [reserve1, reserve0]) as [
          bigint,
          bigint,
        ]
      }),
    )
  }

  async function amountsOut(chainId: number, router: Address, amount: bigint, path: Address[]) {
    try {
      const amounts = await readContract(config, {
        chainId,
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })
      return amounts.at(-1) ?? 0n
    } catch (cause) {
      throw new UniswapV2RouteError({ reason: 'The pools cannot fill this amount.', cause })
    }
  }

  return {
    supportsNetwork: async (network) =>
      network.chainNamespace === 'eip155' && parameters.routers[Number(network.id)] !== undefined,

    async getTokens({ network }) {
      const chainId = Number(network.id)
      const native: SwapToken = {
        name: network.nativeCurrency.name,
        symbol: network.nativeCurrency.symbol,
        address: `${network.caipNetworkId}:${nativeSwapTokenAddress}`,
        decimals: network.nativeCurrency.decimals,
        logoUri: '',
      }
      const listed = parameters.tokens.filter((token) => token.chainId === chainId)
      const tokens = await Promise.all(
        listed.map(async (token): Promise<SwapToken> => {
          const address = getAddress(token.address)
          const read = <name extends 'symbol' | 'name' | 'decimals'>(functionName: name) =>
            readContract(config, { chainId, address, abi: erc20Abi, functionName })
          const [symbol, name, decimals] = await Promise.all([
            token.symbol ?? read('symbol'),
            token.name ?? read('name'),
            token.decimals ?? read('decimals'),
          ])
          return {
            name: readTokenText(name, 64),
            symbol: readTokenText(symbol, 16),
            address: `${network.caipNetworkId}:${address}`,
            decimals: Number(decimals),
            logoUri: token.iconUrl ?? '',
          }
        }),
      )
      return [native, ...tokens]
    },

    async getQuote({ network, from, to, amount }) {
      const { chainId, router, path, pairOf } = await routeOf(network, from, to)
      const amountIn = BigInt(amount)
      const [toAmount, reserves] = await Promise.all([
        amountsOut(chainId, router, amountIn, path),
        reservesOf(chainId, path, pairOf),
      ])
      return {
        fromAmount: amount,
        toAmount: toAmount.toString(),
        priceImpact: priceImpactOf(amountIn, toAmount, reserves),
        feePercent: feePercentOf(path.length - 1),
      }
    },

    async getAllowance({ network, token, owner }) {
      const address = addressPart(token)
      if (address === nativeSwapTokenAddress) return maxUint256.toString()
      const { chainId, deployment } = deploymentOf(network)
      const { router } = await deployment
      const allowance = await readContract(config, {
        chainId,
        address: address as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [getAddress(owner), router],
      })
      return allowance.toString()
    },

    // The router may spend any amount from then on, as the provider API's approvals (and
    // Uniswap's own interface) do: the approval step comes once per token, not once per swap.
    async buildApprove({ network, from, userAddress }) {
      const { router } = await deploymentOf(network).deployment
      return {
        from: getAddress(userAddress),
        to: addressPart(from),
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
        value: '0',
      }
    },

    async buildSwap({ network, from, to, amount, userAddress, slippage }) {
      const { chainId, router, path } = await routeOf(network, from, to)
      const amountIn = BigInt(amount)
      const least = minimumOut(await amountsOut(chainId, router, amountIn, path), slippage)
      const recipient = getAddress(userAddress)
      const deadline = BigInt(Math.floor(Date.now() / 1000) + swapDeadlineSeconds)
      const fromNative = addressPart(from) === nativeSwapTokenAddress
      const toNative = addressPart(to) === nativeSwapTokenAddress
      const data = fromNative
        ? encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: 'swapExactETHForTokens',
            args: [least, path, recipient, deadline],
          })
        : encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [amountIn, least, path, recipient, deadline],
          })
      return { from: recipient, to: router, data, value: fromNative ? amount : '0' }
    },
  }
}
