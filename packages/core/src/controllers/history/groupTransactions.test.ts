import { expect, test } from 'vitest'
import type { Transaction } from '../../contracts/blockchainApi.js'
import { groupByYearAndMonth, isShownTransaction } from './groupTransactions.js'

const transaction = (id: string, minedAt: string, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  metadata: { minedAt, chain: 'eip155:1' },
  transfers: [{ direction: 'out', quantity: { numeric: '1' } }],
  ...extra,
})

test('spam NFT-only transactions and those of another chain are not shown', () => {
  expect(isShownTransaction(transaction('a', '2026-11-01T00:00:00Z'), 'eip155:1')).toBe(true)
  expect(isShownTransaction(transaction('b', '2026-11-01T00:00:00Z'), 'eip155:10')).toBe(false)
  const spam = transaction('c', '2026-11-01T00:00:00Z', {
    transfers: [{ nft_info: { name: 'Free mint', flags: { is_spam: true } } }],
  })
  expect(isShownTransaction(spam, 'eip155:1')).toBe(false)
  const mixed = transaction('d', '2026-11-01T00:00:00Z', {
    transfers: [{ nft_info: { flags: { is_spam: true } } }, { quantity: { numeric: '2' } }],
  })
  expect(isShownTransaction(mixed, 'eip155:1')).toBe(true)
})

test('transactions are grouped by year and month in the order given; undated ones are left out', () => {
  const grouped = groupByYearAndMonth([
    transaction('new', '2026-11-20T10:00:00Z'),
    transaction('older', '2026-11-02T10:00:00Z'),
    transaction('october', '2026-10-31T23:59:59Z'),
    transaction('last year', '2025-01-01T00:00:00Z'),
    transaction('undated', 'not a date'),
  ])
  expect(Object.keys(grouped)).toEqual(['2025', '2026'])
  expect(grouped[2026]?.[10]?.map((entry) => entry.id)).toEqual(['new', 'older'])
  expect(grouped[2026]?.[9]?.map((entry) => entry.id)).toEqual(['october'])
  expect(grouped[2025]?.[0]?.map((entry) => entry.id)).toEqual(['last year'])
})
