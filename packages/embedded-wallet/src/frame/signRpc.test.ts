import { type Hex, recoverMessageAddress } from 'viem'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import { expect, test } from 'vitest'
import type { WalletAccountKeys } from '../keys/accounts.js'
import { signRpc } from './signRpc.js'
import { type UserOperationRefusal, UserOperationRefusedError } from './userOperation/errors.js'
import {
  createAccountCall,
  entryPoint,
  exampleUserOperation,
  factory,
  networks,
  smartAccount,
  stranger,
  userOperationRequest,
  visitor,
  visitorKey,
} from './userOperation/userOperationExamples.js'

const accounts: WalletAccountKeys = {
  evm: { address: visitor, privateKey: visitorKey },
  // Not used by EVM requests.
  solana: { address: '', publicKey: new Uint8Array(32), secretKey: new Uint8Array(64) },
}

// A first, sponsored operation, as the site sends it and as viem holds it.
const operation = exampleUserOperation({
  nonce: '0x5',
  factory,
  factoryData: createAccountCall(visitor),
  paymaster: stranger,
  paymasterVerificationGasLimit: '0xea60',
  paymasterPostOpGasLimit: '0x2710',
  paymasterData: '0xdeadbeef',
})
const viemOperation: UserOperation<'0.7'> = {
  sender: smartAccount,
  nonce: 5n,
  factory,
  factoryData: createAccountCall(visitor),
  callData: operation.callData as Hex,
  callGasLimit: 50_000n,
  verificationGasLimit: 100_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 1_000_000_000n,
  maxPriorityFeePerGas: 1_000_000n,
  paymaster: stranger,
  paymasterVerificationGasLimit: 60_000n,
  paymasterPostOpGasLimit: 10_000n,
  paymasterData: '0xdeadbeef',
  signature: '0x',
}
const hashOn = (chainId: number) =>
  getUserOperationHash({
    chainId,
    entryPointAddress: entryPoint,
    entryPointVersion: '0.7',
    userOperation: viemOperation,
  })

test("a user operation is signed by the visitor's key over the EntryPoint v0.7 hash, as SimpleAccount checks it", async () => {
  const signature = (await signRpc(userOperationRequest(operation), accounts, {
    smartAccountNetworks: networks,
  })) as Hex
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  // SimpleAccount: ECDSA.recover(toEthSignedMessageHash(userOpHash), signature) == owner.
  expect(await recoverMessageAddress({ message: { raw: hashOn(31337) }, signature })).toBe(visitor)
  // The hash names the chain: the same signature is no one's approval on another chain.
  expect(await recoverMessageAddress({ message: { raw: hashOn(1) }, signature })).not.toBe(visitor)
})

async function refusal(run: () => Promise<unknown>): Promise<UserOperationRefusal | undefined> {
  try {
    await run()
  } catch (error) {
    expect(error).toBeInstanceOf(UserOperationRefusedError)
    return (error as UserOperationRefusedError).reason
  }
  return undefined
}

test("signing checks the operation again: nothing is signed without the operator's networks or against them", async () => {
  const request = userOperationRequest(operation)
  expect(await refusal(() => signRpc(request, accounts))).toBe('smartAccountsUnavailable')
  expect(
    await refusal(() =>
      signRpc(userOperationRequest(operation, { entryPoint: stranger }), accounts, {
        smartAccountNetworks: networks,
      }),
    ),
  ).toBe('wrongEntryPoint')
  // An account the visitor's key would not own, even on the right network.
  const forStranger = userOperationRequest({ ...operation, factoryData: createAccountCall(stranger) })
  expect(await refusal(() => signRpc(forStranger, accounts, { smartAccountNetworks: networks }))).toBe(
    'accountOfAnotherOwner',
  )
})
