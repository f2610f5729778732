import { expect, test } from 'vitest'
import type { TestWallet } from '../../../../testing/src/test-adapter/testWallet.js'
import { createTestKit, evmAddress, metaMask } from '../../kit/testKit.js'
import { createMemoryStorage } from '../../storage/memoryStorage.js'

const rabby: TestWallet = { id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby', accounts: [evmAddress] }

/** Connects MetaMask in a first visit; returns the storage the next visit starts from. */
async function visitedWithMetaMask() {
  const storage = createMemoryStorage()
  const first = createTestKit({ storage, evmWallets: [{ ...metaMask }, { ...rabby }] })
  await first.kit.ready
  await first.kit.connect({ connectorId: 'io.metamask' })
  return storage
}

test('reconnect at start tries the recent connector first, then the other authorized ones', async () => {
  const storage = await visitedWithMetaMask()
  const { kit, evm } = createTestKit({
    storage,
    evmWallets: [
      { ...rabby, authorized: true },
      { ...metaMask, authorized: true },
    ],
  })
  await kit.ready
  expect(kit.getState().accounts.eip155?.status).toBe('connected')
  expect(kit.getState().connection.connections.eip155?.connectorId).toBe('io.metamask')
  expect(
    evm.test.calls.filter((call) => call.method === 'reconnect').map((call) => call.connectorId),
  ).toEqual(['io.metamask'])
})

test('reconnect at start falls back to another authorized connector when the recent one fails', async () => {
  const storage = await visitedWithMetaMask()
  const { kit, evm } = createTestKit({
    storage,
    evmWallets: [
      { ...metaMask, authorized: true, features: { reconnectError: true } },
      { ...rabby, authorized: true },
    ],
  })
  await kit.ready
  expect(kit.getState().connection.connections.eip155?.connectorId).toBe('io.rabby')
  expect(
    evm.test.calls.filter((call) => call.method === 'reconnect').map((call) => call.connectorId),
  ).toEqual(['io.metamask', 'io.rabby'])
})

test('reconnect at start ends disconnected when no connector is still authorized', async () => {
  const storage = await visitedWithMetaMask()
  const { kit } = createTestKit({ storage, evmWallets: [{ ...metaMask }, { ...rabby }] })
  expect(kit.getState().accounts.eip155?.status).toBe('connecting')
  await kit.ready
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  expect(kit._internal.storage.get('connectionStatus')).toBe('disconnected')
})

test('with reconnect disabled every namespace starts disconnected and nothing is tried', async () => {
  const storage = await visitedWithMetaMask()
  const { kit, evm } = createTestKit({
    storage,
    enableReconnect: false,
    evmWallets: [{ ...metaMask, authorized: true }],
  })
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  await kit.ready
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  expect(evm.test.calls).toEqual([])
})

test('a stored connected status starts as connecting', async () => {
  const storage = await visitedWithMetaMask()
  const { kit } = createTestKit({ storage, evmWallets: [{ ...metaMask, authorized: true }] })
  expect(kit.getState().accounts.eip155?.status).toBe('connecting')
  expect(kit.getState().accounts.solana?.status).toBe('disconnected')
  await kit.ready
  expect(kit.getState().accounts.eip155?.status).toBe('connected')
})

test("a returning visitor's stored account is in the state from the start, until the wallet answers", async () => {
  const storage = await visitedWithMetaMask()
  const { kit } = createTestKit({ storage, evmWallets: [{ ...metaMask, authorized: true }] })
  // The buttons can show the account before the wallet is asked (and on the server, which never asks).
  expect(kit.getState().connection.restoring).toEqual({ eip155: evmAddress })
  await kit.ready
  expect(kit.getState().connection.restoring).toEqual({})
  expect(kit.getState().accounts.eip155?.address).toBe(evmAddress)
})

test('a stored account the wallet no longer shares is dropped once the reconnect fails', async () => {
  const storage = await visitedWithMetaMask()
  const { kit } = createTestKit({ storage, evmWallets: [{ ...metaMask }] })
  expect(kit.getState().connection.restoring).toEqual({ eip155: evmAddress })
  await kit.ready
  expect(kit.getState().connection.restoring).toEqual({})
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
})

test('nothing is restoring for a visitor who disconnected, or with reconnect off', async () => {
  const storage = await visitedWithMetaMask()
  expect(createTestKit({ storage, enableReconnect: false }).kit.getState().connection.restoring).toEqual({})
  const visit = createTestKit({ storage, evmWallets: [{ ...metaMask, authorized: true }] })
  await visit.kit.ready
  await visit.kit.disconnect()
  expect(createTestKit({ storage }).kit.getState().connection.restoring).toEqual({})
})

test('a stored disconnected status clears the address caches', async () => {
  const storage = createMemoryStorage()
  const first = createTestKit({ storage })
  await first.kit.ready
  await first.kit.connect({ connectorId: 'io.metamask' })
  await first.kit.fetchBalance()
  expect(Object.keys(first.kit._internal.storage.get('nativeBalanceCache') ?? {})).toHaveLength(1)
  await first.kit.disconnect()
  const { kit } = createTestKit({ storage })
  expect(kit._internal.storage.get('nativeBalanceCache')).toBeUndefined()
  expect(kit._internal.storage.get('balanceCache')).toBeUndefined()
  expect(kit._internal.storage.get('identityCache')).toBeUndefined()
})

test('a connector the visitor disconnected is not reconnected silently', async () => {
  const storage = await visitedWithMetaMask()
  const second = createTestKit({ storage, evmWallets: [{ ...metaMask, authorized: true }] })
  await second.kit.ready
  await second.kit.disconnect()
  const { kit, evm } = createTestKit({ storage, evmWallets: [{ ...metaMask, authorized: true }] })
  await kit.ready
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  expect(evm.test.calls.filter((call) => call.method === 'reconnect')).toEqual([])
  // Connecting it again by hand lifts the record.
  await kit.connect({ connectorId: 'io.metamask' })
  expect(kit._internal.storage.get('disconnectedConnectorIds')?.eip155).toEqual([])
})
