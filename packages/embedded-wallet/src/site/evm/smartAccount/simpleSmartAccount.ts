import {
  type Address,
  type Chain,
  type Client,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  numberToHex,
  type Transport,
} from 'viem'
import {
  entryPoint07Abi,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import type { FrameUserOperation } from '../../../protocol/framePayloads.js'
import { accountSalt, simpleAccountAbi, simpleAccountFactoryAbi } from '../../../protocol/simpleAccountAbi.js'
import type { SmartAccountNetwork } from '../../../server/api.js'
import { SmartAccountMessageSigningError } from './errors.js'

/**
 * A signature of the right shape for gas estimation: it recovers to an address (not the owner),
 * so the account's validation runs its whole path and reports a failed signature instead of
 * reverting. Made once from a throwaway key over an unrelated hash.
 */
const stubSignature: Hex =
  '0x3cd9ced82588ec6edee61b3335f0efb50165525e78d7c45ecc0040dd8d2571db4b4999ceb3ad778c43f09dd7167984890e8a3c5301cea91bfc3c0feb7c4c4baa1c'

const optionalHex = (value: bigint | undefined) => (value === undefined ? undefined : numberToHex(value))

/** A user operation as the frame reads it: hex quantities, the optional parts only when present. */
export function toFrameUserOperation(
  operation: Omit<UserOperation<'0.7'>, 'signature'>,
  sender: Address,
): FrameUserOperation {
  return {
    sender,
    nonce: numberToHex(operation.nonce),
    ...(operation.factory && operation.factoryData
      ? { factory: operation.factory, factoryData: operation.factoryData }
      : {}),
    callData: operation.callData,
    callGasLimit: numberToHex(operation.callGasLimit),
    verificationGasLimit: numberToHex(operation.verificationGasLimit),
    preVerificationGas: numberToHex(operation.preVerificationGas),
    maxFeePerGas: numberToHex(operation.maxFeePerGas),
    maxPriorityFeePerGas: numberToHex(operation.maxPriorityFeePerGas),
    ...(operation.paymaster
      ? {
          paymaster: operation.paymaster,
          paymasterVerificationGasLimit: optionalHex(operation.paymasterVerificationGasLimit),
          paymasterPostOpGasLimit: optionalHex(operation.paymasterPostOpGasLimit),
          paymasterData: operation.paymasterData ?? '0x',
        }
      : {}),
  }
}

/**
 * The visitor's smart account as viem's account-abstraction module sees it: a SimpleAccount v0.7
 * made by the operator's factory for the visitor's EOA (salt 0), one call as `execute`, several
 * as `executeBatch` (one operation: all apply or none). Its user operations are signed in the
 * frame (`signUserOperation`), which decodes and shows them first.
 */
export function toSimpleSmartAccount(parameters: {
  /** A client of the account's chain (its `chain.id` set): reads the factory and the EntryPoint. */
  client: Client<Transport, Chain, undefined>
  network: SmartAccountNetwork
  owner: Address
  /** Asks the frame to sign the operation as the owner; resolves the signature. */
  signUserOperation: (userOperation: FrameUserOperation, entryPoint: Address) => Promise<Hex>
}): Promise<SmartAccount> {
  const { client, network, owner, signUserOperation } = parameters
  const factory = network.factory as Address
  const entryPoint = network.entryPoint as Address
  const factoryData = encodeFunctionData({
    abi: simpleAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, accountSalt],
  })
  let address: Address | undefined
  const implementation: SmartAccountImplementation<typeof entryPoint07Abi, '0.7'> = {
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint, version: '0.7' },
    async getAddress() {
      if (!address)
        address = await readContract(client, {
          address: factory,
          abi: simpleAccountFactoryAbi,
          functionName: 'getAddress',
          args: [owner, accountSalt],
        })
      return address
    },
    async getFactoryArgs() {
      return { factory, factoryData }
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: simpleAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      const [targets, values, datas] = decoded.args
      return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index] ?? '0x' }))
    },
    async getStubSignature() {
      return stubSignature
    },
    async signUserOperation({ chainId: _chainId, ...operation }) {
      const sender = operation.sender ?? (await implementation.getAddress())
      return signUserOperation(
        toFrameUserOperation(operation as Omit<UserOperation<'0.7'>, 'signature'>, sender),
        entryPoint,
      )
    },
    async signMessage() {
      throw new SmartAccountMessageSigningError()
    },
    async signTypedData() {
      throw new SmartAccountMessageSigningError()
    },
  }
  return toSmartAccount(implementation)
}
