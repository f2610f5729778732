import { encodeFunctionData, erc20Abi } from 'viem'
import { expect, test } from 'vitest'
import { simpleAccountFactoryAbi } from '../../protocol/simpleAccountAbi.js'
import { checkUserOperation } from './checkUserOperation.js'
import { type UserOperationRefusal, UserOperationRefusedError } from './errors.js'
import {
  createAccountCall,
  entryPoint,
  exampleUserOperation,
  executeBatchCall,
  executeCall,
  factory,
  networks,
  smartAccount,
  stranger,
  userOperationRequest,
  visitor,
} from './userOperationExamples.js'

const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 5n] })

function refusal(run: () => unknown): UserOperationRefusal | undefined {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(UserOperationRefusedError)
    return (error as UserOperationRefusedError).reason
  }
  return undefined
}

test("an operation on the operator's network is checked and its calls decoded, addresses in any case", () => {
  const request = userOperationRequest(
    exampleUserOperation({ factory: factory.toLowerCase(), factoryData: createAccountCall(visitor, 7n) }),
    { entryPoint: entryPoint.toLowerCase() },
  )
  expect(checkUserOperation(request, { owner: visitor.toLowerCase(), networks })).toEqual({
    network: networks[0],
    createsAccount: true,
    calls: [{ to: stranger, value: 10n ** 18n, data: '0x' }],
  })
})

test('a batch is one call per destination; an empty value array means no ETH in any of them', () => {
  const callData = executeBatchCall([stranger, smartAccount], [], [transfer, '0x'])
  const checked = checkUserOperation(userOperationRequest(exampleUserOperation({ callData })), {
    owner: visitor,
    networks,
  })
  expect(checked).toMatchObject({
    createsAccount: false,
    calls: [
      { to: stranger, value: 0n, data: transfer },
      { to: smartAccount, value: 0n, data: '0x' },
    ],
  })
})

const tooMany = Array.from({ length: 21 }, () => stranger)
test.each<[string, ReturnType<typeof userOperationRequest>, UserOperationRefusal]>([
  [
    'a network without smart accounts',
    userOperationRequest(exampleUserOperation(), { chainId: 1 }),
    'networkNotEnabled',
  ],
  [
    'another EntryPoint',
    userOperationRequest(exampleUserOperation(), { entryPoint: stranger }),
    'wrongEntryPoint',
  ],
  [
    'another factory',
    userOperationRequest(
      exampleUserOperation({ factory: stranger, factoryData: createAccountCall(visitor) }),
    ),
    'wrongFactory',
  ],
  [
    'a factory call that is not createAccount',
    userOperationRequest(exampleUserOperation({ factory, factoryData: transfer })),
    'unreadableAccountCreation',
  ],
  [
    "the factory's getAddress view in place of createAccount (it deploys nothing)",
    userOperationRequest(
      exampleUserOperation({
        factory,
        factoryData: encodeFunctionData({
          abi: simpleAccountFactoryAbi,
          functionName: 'getAddress',
          args: [visitor, 0n],
        }),
      }),
    ),
    'unreadableAccountCreation',
  ],
  [
    "an account created for someone else's key",
    userOperationRequest(exampleUserOperation({ factory, factoryData: createAccountCall(stranger) })),
    'accountOfAnotherOwner',
  ],
  [
    'call data that is not execute or executeBatch',
    userOperationRequest(exampleUserOperation({ callData: transfer })),
    'unreadableCalls',
  ],
  ['empty call data', userOperationRequest(exampleUserOperation({ callData: '0x' })), 'unreadableCalls'],
  [
    'an execute with bytes after it (read one way here, maybe another on chain)',
    userOperationRequest(exampleUserOperation({ callData: `${executeCall(stranger, 1n)}00` })),
    'unreadableCalls',
  ],
  [
    'a batch with fewer data than destinations',
    userOperationRequest(
      exampleUserOperation({ callData: executeBatchCall([stranger, stranger], [], ['0x']) }),
    ),
    'batchLengthsDiffer',
  ],
  [
    'a batch with fewer values than destinations',
    userOperationRequest(
      exampleUserOperation({ callData: executeBatchCall([stranger, stranger], [1n], ['0x', '0x']) }),
    ),
    'batchLengthsDiffer',
  ],
  [
    'a batch of 21 calls',
    userOperationRequest(
      exampleUserOperation({
        callData: executeBatchCall(
          tooMany,
          [],
          tooMany.map(() => '0x'),
        ),
      }),
    ),
    'tooManyCalls',
  ],
])('%s is refused', (_, request, reason) => {
  expect(refusal(() => checkUserOperation(request, { owner: visitor, networks }))).toBe(reason)
})

test('with no smart-account networks at all, every operation is refused', () => {
  expect(refusal(() => checkUserOperation(userOperationRequest(), { owner: visitor, networks: [] }))).toBe(
    'networkNotEnabled',
  )
})

test('a refusal says why in words the site can show', () => {
  const request = userOperationRequest(
    exampleUserOperation({ factory, factoryData: createAccountCall(stranger) }),
  )
  expect(() => checkUserOperation(request, { owner: visitor, networks })).toThrow(
    'The operation would create an account that someone else owns',
  )
})
