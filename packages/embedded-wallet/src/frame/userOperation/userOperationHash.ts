import type { Address, Hex } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import type { FrameUserOperationRequest } from '../../protocol/framePayloads.js'

const optionalQuantity = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

/**
 * The hash an EntryPoint v0.7 computes for a user operation on `request.chainId`: what its
 * account's owner signs. The frame computes it from the fields it showed the visitor, never takes
 * one from the site.
 */
export function userOperationHash(request: FrameUserOperationRequest): Hex {
  const [operation, entryPoint] = request.params
  return getUserOperationHash({
    chainId: request.chainId,
    entryPointAddress: entryPoint as Address,
    entryPointVersion: '0.7',
    userOperation: {
      sender: operation.sender as Address,
      nonce: BigInt(operation.nonce),
      factory: operation.factory as Address | undefined,
      factoryData: operation.factoryData as Hex | undefined,
      callData: operation.callData as Hex,
      callGasLimit: BigInt(operation.callGasLimit),
      verificationGasLimit: BigInt(operation.verificationGasLimit),
      preVerificationGas: BigInt(operation.preVerificationGas),
      maxFeePerGas: BigInt(operation.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(operation.maxPriorityFeePerGas),
      paymaster: operation.paymaster as Address | undefined,
      paymasterVerificationGasLimit: optionalQuantity(operation.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: optionalQuantity(operation.paymasterPostOpGasLimit),
      paymasterData: operation.paymasterData as Hex | undefined,
      // Not part of the hash: the signature is what this hash is for.
      signature: '0x',
    },
  })
}
