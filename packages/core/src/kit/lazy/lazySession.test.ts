import { expect, test } from 'vitest'
import { createMemoryStorage } from '../../storage/memoryStorage.js'
import { createTestKit, evmAddress, evmAddress2, metaMask } from '../testKit.js'

/** Connects MetaMask in a first visit; returns the storage the next visit starts from. */
async function visitedWithMetaMask() {
  const storage = createMemoryStorage()
  const first = createTestKit({ storage })
  await first.kit.connect({ connectorId: 'io.metamask' })
  first.kit.destroy()
  return storage
}

test('a first visit with no wallet to restore loads no connection code, even when the site reads balances', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.fetchBalance()
  await kit.fetchIdentity('eip155')
  await kit.fetchTokenBalance('solana')
  expect(kit._internal.session.started()).toBeUndefined()
  expect(kit.getState().accounts.eip155).toMatchObject({ status: 'disconnected', balance: undefined })
})

test('a first visit still restores a wallet that authorizes the site, loading the connection code for it', async () => {
  const { kit } = createTestKit({ evmWallets: [{ ...metaMask, authorized: true }] })
  await kit.ready
  expect(kit.getState().accounts.eip155).toMatchObject({ status: 'connected', address: evmAddress })
  expect(kit._internal.session.loaded()).toBeDefined()
})

test('a stored connection starts loading the connection code with the kit and is restored', async () => {
  const storage = await visitedWithMetaMask()
  const { kit } = createTestKit({ storage, evmWallets: [{ ...metaMask, authorized: true }] })
  expect(kit._internal.session.started()).toBeDefined()
  expect(kit.getState().accounts.eip155?.status).toBe('connecting')
  await kit.ready
  expect(kit.getState().accounts.eip155?.status).toBe('connected')
})

test('opening the modal loads the connection code before the visitor picks a wallet', async () => {
  const { kit } = createTestKit()
  await kit.ready
  kit.open()
  await expect(kit._internal.session.started()).resolves.toBeDefined()
})

test('actions called before the connection code arrives wait for it and work', async () => {
  const { kit } = createTestKit()
  const connecting = kit.connect({ connectorId: 'io.metamask' })
  // The namespace shows as connecting at once, while the code loads.
  expect(kit.getState().accounts.eip155?.status).toBe('connecting')
  const balance = connecting.then(() => kit.fetchBalance())
  await connecting
  await balance
  expect(kit.getState().accounts.eip155).toMatchObject({ status: 'connected', balance: '1.5' })
  await kit.disconnect()
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
})

test('a kit destroyed while its connection code loads does not follow the wallets once it arrives', async () => {
  const { kit, evm } = createTestKit()
  const connecting = kit.connect({ connectorId: 'io.metamask' })
  kit.destroy()
  await connecting
  evm.test.changeAccounts('io.metamask', [evmAddress2])
  expect(kit.getState().accounts.eip155?.address).toBe(evmAddress)
})
