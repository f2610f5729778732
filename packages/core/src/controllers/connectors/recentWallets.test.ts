import { expect, test } from 'vitest'
import { createTestKit } from '../../kit/testKit.js'
import { addRecentWallet } from './recentWallets.js'

const wallet = (id: string) => ({ id, name: id })

test('recent wallets: at most 2, newest first, no duplicates by id', () => {
  let recent = addRecentWallet([], wallet('a'))
  recent = addRecentWallet(recent, wallet('b'))
  expect(recent.map((entry) => entry.id)).toEqual(['b', 'a'])
  recent = addRecentWallet(recent, wallet('a'))
  expect(recent.map((entry) => entry.id)).toEqual(['a', 'b'])
  recent = addRecentWallet(recent, wallet('c'))
  expect(recent.map((entry) => entry.id)).toEqual(['c', 'a'])
})

test('recent wallets are persisted for the next visit', async () => {
  const first = createTestKit()
  first.kit._internal.connectors.addRecentWallet(wallet('a'))
  first.kit._internal.connectors.addRecentWallet(wallet('b'))
  const next = createTestKit({ storage: first.storage })
  await next.kit._internal.connectors.loadList()
  expect(next.kit.getState().connectors.recentWallets.map((entry) => entry.id)).toEqual(['b', 'a'])
  expect(next.kit.getState().connectors.list.filter((item) => item.group === 'recent')).toHaveLength(2)
})
