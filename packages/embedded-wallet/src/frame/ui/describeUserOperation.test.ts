import { encodeFunctionData, erc20Abi, numberToHex } from 'viem'
import { expect, test } from 'vitest'
import { UserOperationRefusedError } from '../userOperation/errors.js'
import {
  createAccountCall,
  exampleUserOperation,
  executeBatchCall,
  factory,
  smartAccount,
  stranger,
  userOperationRequest,
  visitor,
} from '../userOperation/userOperationExamples.js'
import { describeRequest } from './describeRequest.js'
import { frameTexts, setFrameTexts } from './frameTexts.js'
import { texts as german } from './locales/de.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const transferData = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 5n] })

test("a deployed account's operation: the smart account, the network, its most fees, then its one call", () => {
  const description = describeRequest(userOperationRequest(), visitor)
  expect(description).toEqual({
    title: 'signUserOperation',
    facts: [
      { label: 'smartAccount', value: smartAccount },
      { label: 'network', value: 'eip155:31337' },
      // (50,000 call + 100,000 verification + 50,000 pre-verification gas) at 1 gwei.
      { label: 'maxFee', value: '0.0002' },
      { label: 'totalAmount', value: '1' },
      { label: 'transaction', value: '1 / 1' },
      { label: 'recipient', value: stranger },
      { label: 'amount', value: '1' },
      { label: 'dataSize', value: '0 bytes' },
    ],
    content: undefined,
  })
})

test("an account's first operation says it creates the account, and its fees count every gas limit", () => {
  const operation = exampleUserOperation({ factory, factoryData: createAccountCall(visitor) })
  const { facts } = describeRequest(userOperationRequest(operation), visitor)
  expect(facts.slice(0, 4)).toEqual([
    { label: 'smartAccount', value: smartAccount },
    { label: 'network', value: 'eip155:31337' },
    { label: 'accountCreation', value: 'Created by this operation' },
    { label: 'maxFee', value: '0.0002' },
  ])
})

test('a sponsored batch: fees paid by the site, then each call as an EOA batch lists them, with its data in full', () => {
  const operation = exampleUserOperation({
    callData: executeBatchCall([stranger, token], [2n * 10n ** 17n, 0n], ['0x', transferData]),
    paymaster: stranger,
    paymasterVerificationGasLimit: numberToHex(60_000),
    paymasterPostOpGasLimit: numberToHex(10_000),
    paymasterData: '0x',
  })
  const description = describeRequest(userOperationRequest(operation), visitor)
  expect(description.facts).toEqual([
    { label: 'smartAccount', value: smartAccount },
    { label: 'network', value: 'eip155:31337' },
    { label: 'maxFee', value: 'Paid by the site' },
    { label: 'totalAmount', value: '0.2' },
    { label: 'transaction', value: '1 / 2' },
    { label: 'recipient', value: stranger },
    { label: 'amount', value: '0.2' },
    { label: 'dataSize', value: '0 bytes' },
    { label: 'transaction', value: '2 / 2' },
    { label: 'recipient', value: token },
    { label: 'amount', value: '0' },
    { label: 'dataSize', value: '68 bytes' },
  ])
  expect(description.content).toEqual({ label: 'contractData', value: `2. ${transferData}` })
})

test('an operation whose calls cannot be read is never described', () => {
  const request = userOperationRequest(exampleUserOperation({ callData: transferData }))
  expect(() => describeRequest(request, visitor)).toThrow(UserOperationRefusedError)
})

test('in German, the facts the frame writes itself are German, numbers as German writes them', () => {
  try {
    setFrameTexts('de', german)
    const operation = exampleUserOperation({
      factory,
      factoryData: createAccountCall(visitor),
      callData: executeBatchCall([stranger], [15n * 10n ** 17n], ['0x']),
      paymaster: stranger,
      paymasterVerificationGasLimit: '0x1',
      paymasterPostOpGasLimit: '0x1',
      paymasterData: '0x',
    })
    const { facts } = describeRequest(userOperationRequest(operation), visitor)
    expect(facts).toContainEqual({ label: 'accountCreation', value: 'Wird mit diesem Vorgang erstellt' })
    expect(facts).toContainEqual({ label: 'maxFee', value: 'Übernimmt die Website' })
    expect(facts).toContainEqual({ label: 'totalAmount', value: '1,5' })
  } finally {
    setFrameTexts('en', frameTexts)
  }
})
