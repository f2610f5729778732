import { expect, test } from 'vitest'
import type { FrameEvmTransaction } from '../../protocol/framePayloads.js'
import { describeRequest } from './describeRequest.js'

const visitor = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const transaction = (overrides: Partial<FrameEvmTransaction>): FrameEvmTransaction => ({
  from: visitor,
  value: '0x0',
  nonce: '0x5',
  gas: '0x5208',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x1',
  chainId: '0x7a69',
  ...overrides,
})

test('a batch is shown as one approval: totals, then each call with its recipient, amount and data size; its data in full', () => {
  const transferData = `0xa9059cbb${'00'.repeat(64)}`
  const description = describeRequest(
    {
      namespace: 'eip155',
      chainId: 31337,
      method: 'eth_signTransactions',
      params: [
        transaction({ to: alice, value: '0xde0b6b3a7640000' }),
        transaction({ to: token, nonce: '0x6', data: transferData }),
      ],
    },
    visitor,
  )
  expect(description.title).toBe('sendCalls')
  expect(description.facts).toEqual([
    { label: 'account', value: visitor },
    { label: 'network', value: 'eip155:31337' },
    { label: 'transactionCount', value: '2' },
    { label: 'totalAmount', value: '1' },
    // 21,000 gas at 1 gwei, twice.
    { label: 'maxFee', value: '0.000042' },
    { label: 'transaction', value: '1 / 2' },
    { label: 'recipient', value: alice },
    { label: 'amount', value: '1' },
    { label: 'dataSize', value: '0 bytes' },
    { label: 'transaction', value: '2 / 2' },
    { label: 'recipient', value: token },
    { label: 'amount', value: '0' },
    { label: 'dataSize', value: '68 bytes' },
  ])
  expect(description.content).toEqual({ label: 'contractData', value: `2. ${transferData}` })
})
