import { estimateGas as wagmiEstimateGas } from '@wagmi/core'
import type { Hex } from 'viem'
import { requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'
import { validateFees } from '../validation/validateFees.js'

/** A transaction to estimate, sent from `from` on `network`. */
export type EstimateGasParameters = {
  network: EvmNetwork
  from: string
  to: string
  value?: bigint | undefined
  data?: Hex | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * The gas a transaction would use, estimated by the network's RPC (no wallet prompt).
 * @throws {InvalidAddressError}, {FeeConflictError}, {FeeCapTooHighError}, {TipAboveFeeCapError}.
 */
export async function estimateGas(
  context: EvmAdapterContext,
  parameters: EstimateGasParameters,
): Promise<bigint> {
  const { network, ...request } = parameters
  validateFees(request)
  const chainId = chainIdOf(requireNetwork(context, network))
  const fees =
    request.gasPrice !== undefined
      ? { gasPrice: request.gasPrice }
      : { maxFeePerGas: request.maxFeePerGas, maxPriorityFeePerGas: request.maxPriorityFeePerGas }
  return wagmiEstimateGas(context.config, {
    chainId,
    account: assertAddress(request.from, 'from'),
    to: assertAddress(request.to, 'to'),
    value: request.value,
    data: request.data,
    ...fees,
  } as Parameters<typeof wagmiEstimateGas>[1])
}
