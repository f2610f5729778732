import type { FrameUserOperation, FrameUserOperationRequest } from '../../protocol/framePayloads.js'
import { isRecord } from '../../protocol/isRecord.js'
import { InvalidFramePayloadError } from '../errors.js'

/** A hex quantity of at most `bits` bits (the EntryPoint packs gas limits and fees into 128). */
const isQuantity = (value: unknown, bits: 128 | 256): value is string =>
  typeof value === 'string' && new RegExp(`^0x[0-9a-f]{1,${bits / 4}}$`, 'i').test(value)
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-f]{40}$/i.test(value)
/** Bytes as 0x-hex, at most `maxBytes` of them. */
const isData = (value: unknown, maxBytes: number): value is string =>
  typeof value === 'string' && value.length <= 2 + 2 * maxBytes && /^0x([0-9a-f]{2})*$/i.test(value)

/** Most call data read: 64 KiB, far above a batch of the calls a visitor can review. */
const maxCallDataBytes = 65_536
/** Most factory or paymaster data read: `createAccount(owner, salt)` is 68 bytes. */
const maxAuxiliaryDataBytes = 4_096

/** Reads `value` as a field of the operation, or throws naming that field. */
function field<T extends string>(name: string, value: unknown, accept: (value: unknown) => boolean): T {
  if (!accept(value)) throw new InvalidFramePayloadError(name)
  return value as T
}

function readUserOperation(value: unknown): FrameUserOperation {
  if (!isRecord(value)) throw new InvalidFramePayloadError('userOperation')
  const uint128 = (input: unknown) => isQuantity(input, 128)
  const uint256 = (input: unknown) => isQuantity(input, 256)
  const operation: FrameUserOperation = {
    sender: field('sender', value.sender, isAddress),
    nonce: field('nonce', value.nonce, uint256),
    callData: field('callData', value.callData, (input) => isData(input, maxCallDataBytes)),
    callGasLimit: field('callGasLimit', value.callGasLimit, uint128),
    verificationGasLimit: field('verificationGasLimit', value.verificationGasLimit, uint128),
    preVerificationGas: field('preVerificationGas', value.preVerificationGas, uint256),
    maxFeePerGas: field('maxFeePerGas', value.maxFeePerGas, uint128),
    maxPriorityFeePerGas: field('maxPriorityFeePerGas', value.maxPriorityFeePerGas, uint128),
  }
  // An account's first operation deploys it: the factory and its call come together.
  if ((value.factory === undefined) !== (value.factoryData === undefined))
    throw new InvalidFramePayloadError('factory')
  if (value.factory !== undefined) {
    operation.factory = field('factory', value.factory, isAddress)
    operation.factoryData = field('factoryData', value.factoryData, (input) =>
      isData(input, maxAuxiliaryDataBytes),
    )
  }
  if (value.paymaster === undefined) {
    // viem's bundler client fills zero paymaster gas even without a paymaster; no EntryPoint reads
    // it then (the hash and the packed operation have no paymaster part). Anything else is a
    // paymaster half given.
    const unused = [value.paymasterVerificationGasLimit, value.paymasterPostOpGasLimit, value.paymasterData]
    if (unused.some((input) => input !== undefined && !/^0x0*$/i.test(String(input))))
      throw new InvalidFramePayloadError('paymaster')
  } else {
    operation.paymaster = field('paymaster', value.paymaster, isAddress)
    operation.paymasterVerificationGasLimit = field(
      'paymasterVerificationGasLimit',
      value.paymasterVerificationGasLimit,
      uint128,
    )
    operation.paymasterPostOpGasLimit = field(
      'paymasterPostOpGasLimit',
      value.paymasterPostOpGasLimit,
      uint128,
    )
    operation.paymasterData = field('paymasterData', value.paymasterData, (input) =>
      isData(input, maxAuxiliaryDataBytes),
    )
  }
  return operation
}

/**
 * Reads the parameters of an `eth_signUserOperation` request (`[userOperation, entryPoint]`) as
 * untrusted input: every quantity hex within the bits the EntryPoint packs it into, addresses of
 * 20 bytes, data as whole bytes of a bounded length, the factory and its data together, a
 * paymaster with its two gas limits and its data (which may be empty); without a paymaster, its
 * other fields only as zeros (viem sends those) and dropped. Only the fields of an EntryPoint v0.7
 * user operation are kept: anything else the site sent is dropped, never signed or shown.
 * @throws {InvalidFramePayloadError} naming the first field that is malformed.
 */
export function readUserOperationRequest(
  params: readonly unknown[],
  chainId: number,
): FrameUserOperationRequest {
  if (params.length !== 2) throw new InvalidFramePayloadError('params')
  const [userOperation, entryPoint] = params
  return {
    namespace: 'eip155',
    chainId,
    method: 'eth_signUserOperation',
    params: [readUserOperation(userOperation), field('entryPoint', entryPoint, isAddress)],
  }
}
