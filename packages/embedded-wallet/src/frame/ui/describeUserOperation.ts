import type { FrameUserOperationRequest } from '../../protocol/framePayloads.js'
import { decodeAccountCalls } from '../userOperation/decodeAccountCalls.js'
import { describeCalls } from './describeCalls.js'
import type { RequestDescription } from './describeRequest.js'
import { writeUnits } from './formatUnits.js'
import { text } from './frameTexts.js'

const quantity = (value: string | undefined) => BigInt(value ?? '0x0')

/**
 * Describes a smart account's user operation for one approval, from the operation itself: the
 * smart account (its sender), the network, whether the operation creates the account, the most it
 * can cost in fees (every gas limit it sets, the paymaster's included, at its maximum fee per gas)
 * or that the site pays them (a paymaster), the total amount sent, then each call its `callData`
 * makes, listed as an EOA's batch lists them.
 * @throws {UserOperationRefusedError} when its calls are not a SimpleAccount's (it is never shown).
 */
export function describeUserOperation(request: FrameUserOperationRequest): RequestDescription {
  const [operation] = request.params
  const calls = decodeAccountCalls(operation.callData)
  const gasLimit =
    quantity(operation.callGasLimit) +
    quantity(operation.verificationGasLimit) +
    quantity(operation.preVerificationGas) +
    quantity(operation.paymasterVerificationGasLimit) +
    quantity(operation.paymasterPostOpGasLimit)
  const listed = describeCalls(calls)
  return {
    title: 'signUserOperation',
    facts: [
      { label: 'smartAccount', value: operation.sender },
      { label: 'network', value: `eip155:${request.chainId}` },
      ...(operation.factory === undefined
        ? []
        : [{ label: 'accountCreation' as const, value: text('createdByThisOperation') }]),
      {
        label: 'maxFee',
        value:
          operation.paymaster === undefined
            ? writeUnits(gasLimit * quantity(operation.maxFeePerGas))
            : text('paidBySite'),
      },
      { label: 'totalAmount', value: writeUnits(calls.reduce((sum, call) => sum + call.value, 0n)) },
      ...listed.facts,
    ],
    content: listed.content,
  }
}
