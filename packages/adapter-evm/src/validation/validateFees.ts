import { maxUint256 } from 'viem'
import { FeeCapTooHighError, FeeConflictError, TipAboveFeeCapError } from '../errors/feeErrors.js'
import { assertAddress } from './assertAddress.js'

/** The parts of a transaction request that spec section 5 validates. */
export type FeeFields = {
  to?: string | undefined
  from?: string | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * Checks a transaction request before a wallet sees it (spec section 5): valid `to` and `from`
 * addresses, `gasPrice` not combined with EIP-1559 fees, `maxFeePerGas` within 2^256-1, and the
 * priority fee not above the fee cap.
 *
 * @throws {InvalidAddressError}, {FeeConflictError}, {FeeCapTooHighError} or {TipAboveFeeCapError}.
 */
export function validateFees(request: FeeFields): void {
  if (request.to !== undefined) assertAddress(request.to, 'to')
  if (request.from !== undefined) assertAddress(request.from, 'from')
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined))
    throw new FeeConflictError()
  if (maxFeePerGas !== undefined && maxFeePerGas > maxUint256) throw new FeeCapTooHighError(maxFeePerGas)
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas)
    throw new TipAboveFeeCapError({ maxFeePerGas, maxPriorityFeePerGas })
}
