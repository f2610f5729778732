import type { FrameEvmTransaction } from '../../protocol/framePayloads.js'
import { describeCalls } from './describeCalls.js'
import type { RequestDescription } from './describeRequest.js'
import { writeUnits } from './formatUnits.js'

/**
 * Describes a batch of transactions (EIP-5792's `wallet_sendCalls` from the EOA) for one approval:
 * the account, the network, how many transactions, their total amount and maximum fee, then each
 * call in order (its position, recipient, amount and data size); the data of every call that has
 * some follows in full, numbered like the calls.
 */
export function describeTransactionBatch(
  transactions: readonly FrameEvmTransaction[],
  chainId: number,
  account: string,
): RequestDescription {
  const amountOf = (transaction: FrameEvmTransaction) => BigInt(transaction.value ?? '0x0')
  const maxFeeOf = (transaction: FrameEvmTransaction) =>
    BigInt(transaction.gas) * BigInt(transaction.maxFeePerGas)
  const total = (of: (transaction: FrameEvmTransaction) => bigint) =>
    transactions.reduce((sum, transaction) => sum + of(transaction), 0n)
  const count = transactions.length
  const calls = describeCalls(
    transactions.map((transaction) => ({
      to: transaction.to,
      value: amountOf(transaction),
      data: transaction.data,
    })),
  )
  return {
    title: count === 1 ? 'sendTransaction' : 'sendCalls',
    facts: [
      { label: 'account', value: account },
      { label: 'network', value: `eip155:${chainId}` },
      { label: 'transactionCount', value: String(count) },
      { label: 'totalAmount', value: writeUnits(total(amountOf)) },
      { label: 'maxFee', value: writeUnits(total(maxFeeOf)) },
      ...calls.facts,
    ],
    content: calls.content,
  }
}
