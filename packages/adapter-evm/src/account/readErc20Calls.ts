import { multicall, readContract } from '@wagmi/core'
import { type Address, erc20Abi } from 'viem'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { multicallBatchSize } from '../constants.js'

/** One ERC-20 view call: `balanceOf(owner)` or one of the token's own fields. */
export type Erc20Call =
  | { token: Address; functionName: 'balanceOf'; owner: Address }
  | { token: Address; functionName: 'decimals' | 'symbol' | 'name' }

/**
 * Runs `calls` on chain `chainId` in as few round trips as the chain allows: in Multicall3 batches
 * when the chain declares `contracts.multicall3`, else all at once (one JSON-RPC batch when the
 * site's transport batches, `http(url, { batch: true })`), so a chain without Multicall3 (a local
 * anvil) works too. A call that fails answers `undefined`; the caller checks every answer.
 */
export async function readErc20Calls(
  context: EvmAdapterContext,
  parameters: { chainId: number; calls: readonly Erc20Call[] },
): Promise<unknown[]> {
  const { chainId, calls } = parameters
  if (calls.length === 0) return []
  const contracts = calls.map((call) => ({
    address: call.token,
    abi: erc20Abi,
    functionName: call.functionName,
    args: call.functionName === 'balanceOf' ? [call.owner] : [],
  }))
  const chain = context.config.chains.find((candidate) => candidate.id === chainId)
  if (chain?.contracts?.multicall3) {
    const results = await multicall(context.config, {
      chainId,
      contracts,
      allowFailure: true,
      batchSize: multicallBatchSize,
    })
    return results.map((result) => (result.status === 'success' ? result.result : undefined))
  }
  return Promise.all(
    contracts.map((contract) =>
      readContract(context.config, { ...contract, chainId } as Parameters<typeof readContract>[1]).catch(
        () => undefined,
      ),
    ),
  )
}
