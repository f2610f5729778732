import {
  type Account,
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  hexToBigInt,
  numberToHex,
  type PublicClient,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { verifyingPaymasterAbi } from './verifyingPaymasterAbi.js'

/** A user operation as ERC-7677's methods receive it (ERC-4337 v0.7 JSON-RPC fields, hex). */
export type RpcUserOperationFields = Record<string, unknown>

/** What `pm_getPaymasterStubData` and `pm_getPaymasterData` answer (ERC-7677, EntryPoint v0.7). */
export type PaymasterFields = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: Hex
  paymasterPostOpGasLimit: Hex
}

// Enough for VerifyingPaymaster's validation (an ecrecover and a hash) with room to spare; it has
// no postOp, but v0.7 packs the field anyway.
const paymasterVerificationGasLimit = 100_000n
const paymasterPostOpGasLimit = 1n
// How long a sponsorship stays valid: long enough for any test, short enough to be a real window.
const validitySeconds = 3_600

// A well-formed 65-byte signature (low s, v = 28) that recovers to no one we know: the stub must
// have the real data's length (the bundler prices calldata from it) and must not make ECDSA revert
// during gas estimation, where a failed signature check is expected.
const stubSignature: Hex = concat([
  '0xfffffffffffffffffffffffffffffff000000000000000000000000000000000', // r
  '0x7aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', // s, below n / 2
  '0x1c', // v
])

const validityWindow = (validUntil: number, validAfter: number) =>
  encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter])

const bigintField = (value: unknown): bigint =>
  typeof value === 'string' && value.startsWith('0x') ? hexToBigInt(value as Hex) : 0n
const hexField = (value: unknown): Hex | undefined =>
  typeof value === 'string' && value.startsWith('0x') ? (value as Hex) : undefined

/** The operation's fields the paymaster's hash covers, with this paymaster's gas limits in place. */
function toUserOperation(fields: RpcUserOperationFields, paymaster: Address): UserOperation<'0.7'> {
  const factory = hexField(fields.factory) as Address | undefined
  return {
    sender: fields.sender as Address,
    nonce: bigintField(fields.nonce),
    ...(factory ? { factory, factoryData: hexField(fields.factoryData) ?? '0x' } : {}),
    callData: hexField(fields.callData) ?? '0x',
    callGasLimit: bigintField(fields.callGasLimit),
    verificationGasLimit: bigintField(fields.verificationGasLimit),
    preVerificationGas: bigintField(fields.preVerificationGas),
    maxFeePerGas: bigintField(fields.maxFeePerGas),
    maxPriorityFeePerGas: bigintField(fields.maxPriorityFeePerGas),
    paymaster,
    paymasterVerificationGasLimit,
    paymasterPostOpGasLimit,
    paymasterData: '0x',
    signature: '0x',
  }
}

/**
 * ERC-7677 for one deployed VerifyingPaymaster v0.7: the stub (a placeholder signature of the
 * real length, for gas estimation) and the real sponsorship, whose `paymasterData` is what the
 * contract parses: `abi.encode(validUntil, validAfter)` then the verifying signer's signature over
 * `toEthSignedMessageHash(getHash(userOp, validUntil, validAfter))`. The hash comes from the
 * contract's own `getHash`, so the rig cannot drift from what the chain checks.
 */
export function createSponsor(parameters: { client: PublicClient; paymaster: Address; signer: Account }) {
  const { client, paymaster, signer } = parameters
  const fields = (paymasterData: Hex): PaymasterFields => ({
    paymaster,
    paymasterData,
    paymasterVerificationGasLimit: numberToHex(paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: numberToHex(paymasterPostOpGasLimit),
  })
  return {
    stub(): PaymasterFields {
      return fields(
        concat([validityWindow(Math.floor(Date.now() / 1000) + validitySeconds, 0), stubSignature]),
      )
    },
    async sponsor(userOperation: RpcUserOperationFields): Promise<PaymasterFields> {
      if (!signer.signMessage) throw new Error('The paymaster signer cannot sign messages.')
      const validUntil = Math.floor(Date.now() / 1000) + validitySeconds
      const validAfter = 0
      const hash = await client.readContract({
        address: paymaster,
        abi: verifyingPaymasterAbi,
        functionName: 'getHash',
        args: [toPackedUserOperation(toUserOperation(userOperation, paymaster)), validUntil, validAfter],
      })
      const signature = await signer.signMessage({ message: { raw: hash } })
      return fields(concat([validityWindow(validUntil, validAfter), signature]))
    },
  }
}
