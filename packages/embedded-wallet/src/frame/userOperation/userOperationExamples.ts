import { type Address, encodeFunctionData, type Hex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { FrameUserOperation, FrameUserOperationRequest } from '../../protocol/framePayloads.js'
import { simpleAccountAbi, simpleAccountFactoryAbi } from '../../protocol/simpleAccountAbi.js'
import type { SmartAccountNetwork } from '../../server/api.js'

// Examples for the frame's user-operation tests: a visitor, their smart account, and operations
// as the site sends them (hex fields, unpacked).

/** Anvil's first key: a known owner whose signatures the tests recover. */
export const visitorKey: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
export const visitor = privateKeyToAccount(visitorKey).address
export const stranger: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const smartAccount: Address = '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F'
export const entryPoint: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
export const factory: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
export const networks: SmartAccountNetwork[] = [{ chainId: 31337, entryPoint, factory }]

/** SimpleAccount's `execute`: one call. */
export const executeCall = (to: Address, value: bigint, data: Hex = '0x') =>
  encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [to, value, data] })

/** SimpleAccount's `executeBatch` (pass no values for a batch without ETH). */
export const executeBatchCall = (to: Address[], values: bigint[], data: Hex[]) =>
  encodeFunctionData({ abi: simpleAccountAbi, functionName: 'executeBatch', args: [to, values, data] })

/** SimpleAccountFactory's `createAccount(owner, salt)`. */
export const createAccountCall = (owner: Address, salt = 0n) =>
  encodeFunctionData({ abi: simpleAccountFactoryAbi, functionName: 'createAccount', args: [owner, salt] })

/** An already deployed account sending 1 ETH to `stranger`, its own fees at 1 gwei. */
export const exampleUserOperation = (overrides: Partial<FrameUserOperation> = {}): FrameUserOperation => ({
  sender: smartAccount,
  nonce: '0x0',
  callData: executeCall(stranger, 10n ** 18n),
  callGasLimit: numberToHex(50_000),
  verificationGasLimit: numberToHex(100_000),
  preVerificationGas: numberToHex(50_000),
  maxFeePerGas: numberToHex(1_000_000_000),
  maxPriorityFeePerGas: numberToHex(1_000_000),
  ...overrides,
})

/** The site's `eth_signUserOperation` request for `userOperation` on the rig's chain (31337). */
export const userOperationRequest = (
  userOperation: FrameUserOperation = exampleUserOperation(),
  parameters: { chainId?: number; entryPoint?: string } = {},
): FrameUserOperationRequest => ({
  namespace: 'eip155',
  chainId: parameters.chainId ?? 31337,
  method: 'eth_signUserOperation',
  params: [userOperation, parameters.entryPoint ?? entryPoint],
})
