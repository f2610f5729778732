import { isAddressEqual } from 'viem'
import type { FrameUserOperationRequest } from '../../protocol/framePayloads.js'
import type { SmartAccountNetwork } from '../../server/api.js'
import { type AccountCall, decodeAccountCalls } from './decodeAccountCalls.js'
import { decodeAccountCreation } from './decodeAccountCreation.js'
import { UserOperationRefusedError } from './errors.js'

/** A user operation that passed {@link checkUserOperation}: its network and what it does. */
export type CheckedUserOperation = {
  network: SmartAccountNetwork
  /** True when the operation deploys the account (its first operation). */
  createsAccount: boolean
  calls: AccountCall[]
}

const sameAddress = (a: string, b: string) => isAddressEqual(a as `0x${string}`, b as `0x${string}`)

/**
 * Checks a user operation (as `readUserOperationRequest` read it) against what the operator
 * offers and who the visitor is, before it is shown or signed: the chain is one of the operator's
 * smart-account `networks`, the EntryPoint is that network's, an account deployment uses that
 * network's factory for an account `owner` (the visitor's EOA) owns, and the calls are a
 * SimpleAccount's `execute` or `executeBatch`, decoded.
 *
 * @example
 * const { calls } = checkUserOperation(request, { owner: evmAddress, networks })
 *
 * @throws {UserOperationRefusedError} naming the first check that failed.
 */
export function checkUserOperation(
  request: FrameUserOperationRequest,
  context: { owner: string; networks: readonly SmartAccountNetwork[] },
): CheckedUserOperation {
  const network = context.networks.find(({ chainId }) => chainId === request.chainId)
  if (!network)
    throw new UserOperationRefusedError('networkNotEnabled', {
      details: `Network: eip155:${request.chainId}`,
    })
  const [userOperation, entryPoint] = request.params
  if (!sameAddress(entryPoint, network.entryPoint))
    throw new UserOperationRefusedError('wrongEntryPoint', { details: `EntryPoint: ${entryPoint}` })
  const { factory, factoryData } = userOperation
  if (factory !== undefined) {
    if (!sameAddress(factory, network.factory))
      throw new UserOperationRefusedError('wrongFactory', { details: `Factory: ${factory}` })
    const { owner } = decodeAccountCreation(factoryData ?? '0x')
    if (!sameAddress(owner, context.owner))
      throw new UserOperationRefusedError('accountOfAnotherOwner', { details: `Owner: ${owner}` })
  }
  return { network, createsAccount: factory !== undefined, calls: decodeAccountCalls(userOperation.callData) }
}
