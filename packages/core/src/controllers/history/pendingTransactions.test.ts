import { expect, test } from 'vitest'
import type { Transaction } from '../../contracts/blockchainApi.js'
import type { HistoryState } from './historyState.js'
import { pendingOf, pendingTransactionsLimit, recordPendingTransaction } from './pendingTransactions.js'

const sender = '0xAbC0000000000000000000000000000000000001'
const sent = (index: number): Transaction => ({
  id: `0x${index.toString(16).padStart(64, '0')}`,
  metadata: {
    minedAt: new Date(index * 1000).toISOString(),
    sentFrom: sender,
    chain: 'eip155:1',
    status: 'pending',
  },
  transfers: [],
})

test('the activity list keeps the newest 99 pending sends, newest first, and forgets the oldest', () => {
  const state: { history: HistoryState | undefined } = { history: undefined }
  for (let index = 1; index <= 120; index += 1) recordPendingTransaction(state, sent(index))
  const pending = pendingOf(state.history?.pending ?? [], 'eip155:1', sender.toLowerCase())
  expect(pendingTransactionsLimit).toBe(99)
  expect(pending).toHaveLength(99)
  expect(pending[0]).toEqual(sent(120))
  expect(pending.at(-1)).toEqual(sent(22))
})
