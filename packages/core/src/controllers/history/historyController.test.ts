import { expect, test, vi } from 'vitest'
import { testNetworks } from '../../../../testing/src/test-adapter/testNetworks.js'
import type { Transaction, TransactionsPage } from '../../contracts/blockchainApi.js'
import { createTestKit, evmAddress2 } from '../../kit/testKit.js'
import type { SendController } from '../send/sendController.js'
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

test('a send from the modal shows at once as pending at the top, and becomes the source entry in its place once listed', async () => {
  const setup = createTestKit({ projectId: undefined })
  let listed: Transaction[] = [transaction('0xold', '2026-11-01T00:00:00Z')]
  Object.assign(setup.evm, {
    getTransactions: vi.fn(async () => ({ data: listed, next: null })),
    sendToken: vi.fn(async () => '0xABC'),
  })
  await setup.kit.connect({ connectorId: 'io.metamask' })
  const address = setup.kit.getState().accounts.eip155?.address ?? ''
  // Sent before the activity list ever opened.
  const send = (await setup.kit.loadFeature('send')) as SendController
  send.setToken({
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 0,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  })
  send.setAmount('0.5')
  await send.setReceiver(evmAddress2)
  await send.send()

  const history = (await setup.kit.loadFeature('activity')) as HistoryController
  await history.load()
  const shown = () =>
    Object.values(setup.kit.getState().history?.transactionsByYear ?? {})
      .flatMap((byMonth) => Object.values(byMonth).flat())
      .map((entry) => `${entry.id}:${entry.metadata.status ?? ''}`)
  expect(shown()).toEqual(['0xABC:pending', '0xold:'])
  expect(setup.kit.getState().history?.pending[0]).toMatchObject({
    metadata: { sentFrom: address, sentTo: evmAddress2, chain: 'eip155:1' },
    transfers: [{ direction: 'out', fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.5' } }],
  })
  expect(history.pendingShown()).toBe(true)

  // The source catches up (its hash in lower case): refresh replaces the pending entry.
  listed = [
    {
      ...transaction('0xabc', new Date().toISOString()),
      metadata: { hash: '0xabc', minedAt: new Date().toISOString(), chain: 'eip155:1', status: 'confirmed' },
    },
    ...listed,
  ]
  await history.refresh()
  expect(shown()).toEqual(['0xabc:confirmed', '0xold:'])
  expect(history.pendingShown()).toBe(false)
})

test('a network without a history source: the adapter says so, and activity has no source there', async () => {
  const setup = createTestKit({ projectId: undefined })
  Object.assign(setup.evm, {
    getTransactions: vi.fn(async () => ({ data: [], next: null })),
    hasTransactionHistory: (network: { id: number | string }) => network.id === 1,
  })
  const history = (await setup.kit.loadFeature('activity')) as HistoryController
  await expect(history.hasSource(testNetworks.ethereum)).resolves.toBe(true)
  await expect(history.hasSource(testNetworks.optimism)).resolves.toBe(false)
})

test('with a provider API: its history where it serves the network, else the adapter’s, else no source at all', async () => {
  const asked: string[] = []
  const setup = createTestKit({
    projectId: 'p',
    blockchainApi: {
      getIdentity: async () => ({ name: null, avatar: null }),
      getBalances: async () => [],
      getTransactions: async ({ caipNetworkId }: { caipNetworkId: string }) => {
        asked.push(`api ${caipNetworkId}`)
        return { data: [transaction('from-api', '2026-11-20T00:00:00Z', caipNetworkId)], next: null }
      },
      isNetworkSupported: async (caipNetworkId: string) => caipNetworkId === 'eip155:1',
    } as never,
  })
  Object.assign(setup.evm, {
    getTransactions: vi.fn(async () => {
      asked.push('adapter')
      return { data: [transaction('from-chain', '2026-11-20T00:00:00Z', 'eip155:10')], next: null }
    }),
    hasTransactionHistory: (network: { id: number | string }) => network.id === 10,
  })
  await setup.kit.connect({ connectorId: 'io.metamask' })
  const history = (await setup.kit.loadFeature('activity')) as HistoryController
  await history.load()
  expect(setup.kit.getState().history?.transactions.map((entry) => entry.id)).toEqual(['from-api'])
  await setup.kit.switchNetwork('eip155:10')
  await history.load()
  expect(setup.kit.getState().history?.transactions.map((entry) => entry.id)).toEqual(['from-chain'])
  expect(asked).toEqual(['api eip155:1', 'adapter'])
  // Solana: the API does not serve it and its adapter has no history.
  await expect(history.hasSource(testNetworks.solana)).resolves.toBe(false)
  await expect(history.hasSource(testNetworks.ethereum)).resolves.toBe(true)
})
