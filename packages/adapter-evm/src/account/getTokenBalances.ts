import { multicall } from '@wagmi/core'
import { type Address, erc20Abi, formatUnits } from 'viem'
import { type EvmAdapterContext, requireNetwork } from '../adapter/evmAdapterContext.js'
import { multicallBatchSize } from '../constants.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'

/** An ERC-20 balance read from the chain. */
export type EvmTokenBalance = {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** In the token's smallest unit. */
  value: bigint
  /** In whole tokens, e.g. `'12.5'`. */
  formatted: string
}

const fields = ['balanceOf', 'decimals', 'symbol', 'name'] as const

/**
 * Balances of `tokens` (ERC-20 contract addresses) held by `address` on `network`, read over RPC
 * in multicall batches. A token whose contract does not answer as an ERC-20 is left out.
 *
 * @throws {InvalidAddressError} for an invalid owner or token address; {NetworkNotFoundError}.
 * @example
 * await adapter.getTokenBalances({ address, network, tokens: ['0xA0b8…eB48'] })
 */
export async function getTokenBalances(
  context: EvmAdapterContext,
  parameters: { address: string; network: EvmNetwork; tokens: readonly string[] },
): Promise<EvmTokenBalance[]> {
  const network = requireNetwork(context, parameters.network)
  const owner = assertAddress(parameters.address, 'address')
  const tokens = parameters.tokens.map((token, index) => assertAddress(token, `tokens[${index}]`))
  if (tokens.length === 0) return []
  const contracts = tokens.flatMap((token) =>
    fields.map((functionName) => ({
      address: token,
      abi: erc20Abi,
      functionName,
      args: functionName === 'balanceOf' ? [owner] : [],
    })),
  )
  const results = await multicall(context.config, {
    chainId: chainIdOf(network),
    contracts,
    allowFailure: true,
    batchSize: multicallBatchSize,
  })
  return tokens.flatMap((address, index) => {
    const [balance, decimals, symbol, name] = results.slice(
      index * fields.length,
      (index + 1) * fields.length,
    )
    const value = balance?.status === 'success' ? balance.result : undefined
    const places = decimals?.status === 'success' ? decimals.result : undefined
    if (typeof value !== 'bigint' || typeof places !== 'number') return []
    return [
      {
        address,
        name: name?.status === 'success' ? String(name.result) : '',
        symbol: symbol?.status === 'success' ? String(symbol.result) : '',
        decimals: places,
        value,
        formatted: formatUnits(value, places),
      },
    ]
  })
}
