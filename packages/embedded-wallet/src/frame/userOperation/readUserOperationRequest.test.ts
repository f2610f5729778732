import { expect, test } from 'vitest'
import type { FrameUserOperation } from '../../protocol/framePayloads.js'
import { InvalidFramePayloadError } from '../errors.js'
import { readRpcRequest } from '../readPayload.js'
import {
  createAccountCall,
  entryPoint,
  exampleUserOperation,
  factory,
  stranger,
  visitor,
} from './userOperationExamples.js'

const sitePayload = (userOperation: Record<string, unknown>, ...rest: unknown[]) => ({
  namespace: 'eip155',
  chainId: 31337,
  method: 'eth_signUserOperation',
  params: [userOperation, ...(rest.length > 0 ? rest : [entryPoint])],
})

/** The field a refused payload is refused for (what the site's error names). */
function refusedField(payload: unknown): string | undefined {
  try {
    readRpcRequest(payload)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidFramePayloadError)
    return (error as InvalidFramePayloadError).metaMessages[0]
  }
  return undefined
}

test('a user operation is read with exactly its v0.7 fields: what the site adds is dropped, never signed', () => {
  const userOperation = exampleUserOperation()
  const request = readRpcRequest(
    sitePayload({ ...userOperation, signature: '0x1234', initCode: '0x', note: 'ignore me' }),
  )
  expect(request).toEqual({
    namespace: 'eip155',
    chainId: 31337,
    method: 'eth_signUserOperation',
    params: [userOperation, entryPoint],
  })
})

test("an account's first operation carries its factory; a sponsored one its paymaster, whose data may be empty", () => {
  const userOperation: FrameUserOperation = exampleUserOperation({
    factory,
    factoryData: createAccountCall(visitor),
    paymaster: stranger,
    paymasterVerificationGasLimit: '0x186a0',
    paymasterPostOpGasLimit: '0x0',
    paymasterData: '0x',
  })
  expect(readRpcRequest(sitePayload(userOperation))).toMatchObject({ params: [userOperation, entryPoint] })
})

test("without a paymaster, the zero paymaster gas viem's bundler client fills in is dropped, not signed", () => {
  const userOperation = exampleUserOperation()
  const request = readRpcRequest(
    sitePayload({ ...userOperation, paymasterVerificationGasLimit: '0x0', paymasterPostOpGasLimit: '0x0' }),
  )
  expect(request).toMatchObject({ params: [userOperation, entryPoint] })
  expect(Object.keys((request.params as [object])[0])).not.toContain('paymasterPostOpGasLimit')
})

const wide = `0x1${'0'.repeat(32)}` // 2^128: more than the EntryPoint packs a gas limit or fee into
test.each<[string, Record<string, unknown>, string]>([
  ['a sender that is not an address', { sender: '0x1234' }, 'sender'],
  ['a nonce that is not hex', { nonce: '12' }, 'nonce'],
  ['a nonce wider than 256 bits', { nonce: `0x1${'0'.repeat(64)}` }, 'nonce'],
  ['call data of half a byte', { callData: '0xabc' }, 'callData'],
  ['call data over 64 KiB', { callData: `0x${'00'.repeat(65_537)}` }, 'callData'],
  ['no call data', { callData: undefined }, 'callData'],
  ['a gas limit wider than 128 bits', { callGasLimit: wide }, 'callGasLimit'],
  ['a fee wider than 128 bits', { maxFeePerGas: wide }, 'maxFeePerGas'],
  ['a negative priority fee', { maxPriorityFeePerGas: '-0x1' }, 'maxPriorityFeePerGas'],
  ['a number instead of hex', { preVerificationGas: 50_000 }, 'preVerificationGas'],
  ['a factory without its call', { factory }, 'factory'],
  ['a factory call without its factory', { factoryData: createAccountCall(visitor) }, 'factory'],
  ['a factory that is not an address', { factory: '0x91e6', factoryData: '0x' }, 'factory'],
  [
    'a paymaster without its data',
    { paymaster: stranger, paymasterVerificationGasLimit: '0x1', paymasterPostOpGasLimit: '0x1' },
    'paymasterData',
  ],
  ['paymaster gas without a paymaster', { paymasterVerificationGasLimit: '0x1' }, 'paymaster'],
  ['paymaster data without a paymaster', { paymasterData: '0xdeadbeef' }, 'paymaster'],
  [
    'paymaster data of half a byte',
    {
      paymaster: stranger,
      paymasterVerificationGasLimit: '0x1',
      paymasterPostOpGasLimit: '0x1',
      paymasterData: '0x1',
    },
    'paymasterData',
  ],
])('%s is refused, naming the field', (_, change, field) => {
  expect(refusedField(sitePayload({ ...exampleUserOperation(), ...change }))).toBe(`Field: ${field}`)
})

test('the EntryPoint must be an address, the operation an object, and nothing else may follow', () => {
  expect(refusedField(sitePayload(exampleUserOperation(), 'entry point'))).toBe('Field: entryPoint')
  expect(refusedField({ ...sitePayload(exampleUserOperation()), params: [exampleUserOperation()] })).toBe(
    'Field: params',
  )
  expect(refusedField(sitePayload(exampleUserOperation(), entryPoint, '0x'))).toBe('Field: params')
  expect(refusedField({ ...sitePayload({}), params: ['0x', entryPoint] })).toBe('Field: userOperation')
})
