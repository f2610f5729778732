import { expect, test, vi } from 'vitest'
import type { Transaction, TransactionsPage } from '../../contracts/blockchainApi.js'
import { createTestKit } from '../../kit/testKit.js'
import type { HistoryController } from './historyController.js'

const transaction = (id: string, minedAt: string, chain = 'eip155:1'): Transaction => ({
  id,
  metadata: { minedAt, chain, hash: id },
  transfers: [{ direction: 'in', quantity: { numeric: '1' } }],
})

/**
 * A kit without a provider API (no project id), connected on EVM, whose adapter serves `pages`
 * of history by cursor ('' for the first).
 */
async function kitWithHistory(pages: Record<string, TransactionsPage | Error>) {
  const setup = createTestKit({ projectId: undefined })
  const asked: (string | undefined)[] = []
  Object.assign(setup.evm, {
    getTransactions: vi.fn(async ({ cursor }: { cursor?: string }) => {
      asked.push(cursor)
      const page = pages[cursor ?? '']
      if (page instanceof Error) throw page
      return page ?? { data: [], next: null }
    }),
  })
  await setup.kit.connect({ connectorId: 'io.metamask' })
  const history = (await setup.kit.loadFeature('activity')) as HistoryController
  return { ...setup, history, asked }
}

test('the first page fills the list grouped by month, more pages follow the cursor, then it stops', async () => {
  const { kit, history, asked } = await kitWithHistory({
    '': {
      data: [transaction('a', '2026-11-20T00:00:00Z'), transaction('b', '2026-10-02T00:00:00Z')],
      next: 'page2',
    },
    page2: {
      data: [transaction('c', '2025-12-31T00:00:00Z'), transaction('x', '2025-12-30T00:00:00Z', 'eip155:10')],
      next: null,
    },
  })
  await history.load()
  expect(kit.getState().history).toMatchObject({ loading: false, empty: false, failed: false, next: 'page2' })
  expect(kit.getState().history?.transactions.map((entry) => entry.id)).toEqual(['a', 'b'])
  await history.loadMore()
  // The other chain's transaction is not shown.
  expect(kit.getState().history?.transactions.map((entry) => entry.id)).toEqual(['a', 'b', 'c'])
  expect(Object.keys(kit.getState().history?.transactionsByYear ?? {})).toEqual(['2025', '2026'])
  await history.loadMore()
  expect(asked).toEqual([undefined, 'page2'])
})

test("nothing to show sets the empty flag; a failure says 'Failed to fetch transactions' and clears the list", async () => {
  const empty = await kitWithHistory({ '': { data: [], next: null } })
  await empty.history.load()
  expect(empty.kit.getState().history).toMatchObject({ empty: true, transactions: [] })

  const failing = await kitWithHistory({ '': new Error('explorer down') })
  await failing.history.load()
  expect(failing.kit.getState().history).toMatchObject({ failed: true, transactions: [], next: null })
  expect(failing.kit.getState().notices.snackbar).toMatchObject({
    code: 'FAILED_TO_FETCH_TRANSACTIONS',
    severity: 'error',
  })
})

test("without a connected account: 'Transactions can't be fetched without an accountAddress'", async () => {
  const { kit } = createTestKit()
  const history = (await kit.loadFeature('activity')) as HistoryController
  await expect(history.load()).rejects.toThrow("Transactions can't be fetched without an accountAddress")
})
