import { createLatchKit, createMemoryStorage, type Storage } from '@latchkit/core'
import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'
import { expect, test } from 'vitest'
import { formatButtonBalance, kitButtonState } from './kitButtonState.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function testKit(storage?: { storage: Storage; wallet: { authorized: boolean } }) {
  const evm = createTestAdapter({
    namespace: 'eip155',
    networks: [testNetworks.ethereum, testNetworks.optimism],
    wallets: [{ id: 'io.metamask', name: 'MetaMask', accounts: [address], ...storage?.wallet }],
    balances: { [address]: '1.234567' },
  })
  const solana = createTestAdapter({ namespace: 'solana', networks: [testNetworks.solana], wallets: [] })
  return createLatchKit({
    adapters: [evm, solana],
    networks: [testNetworks.ethereum, testNetworks.optimism, testNetworks.solana],
    ...(storage ? { storage: storage.storage } : { enableReconnect: false }),
  })
}

test('balances show at most four decimals and the symbol', () => {
  expect(formatButtonBalance('1.234567', 'ETH')).toBe('1.2345 ETH')
  expect(formatButtonBalance('2.50', 'SOL')).toBe('2.5 SOL')
  expect(formatButtonBalance('3', undefined)).toBe('3')
})

test('buttons follow the kit: connecting, then the account, balance and network of the namespace', async () => {
  const kit = testKit()
  expect(kitButtonState(kit.getState())).toEqual({
    status: 'disconnected',
    address: undefined,
    profileName: undefined,
    balance: undefined,
    networkName: testNetworks.ethereum.name,
  })
  const connecting = kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' })
  expect(kitButtonState(kit.getState()).status).toBe('connecting')
  await connecting
  expect(kitButtonState(kit.getState())).toMatchObject({
    status: 'connected',
    address: `${testNetworks.ethereum.caipNetworkId}:${address}`,
    balance: undefined,
  })
  await kit.fetchBalance('eip155')
  expect(kitButtonState(kit.getState()).balance).toBe('1.2345 ETH')
  await kit.switchNetwork(testNetworks.optimism)
  expect(kitButtonState(kit.getState()).networkName).toBe(testNetworks.optimism.name)
  // A button for another namespace shows that namespace: not connected, its own network.
  expect(kitButtonState(kit.getState(), 'solana')).toMatchObject({
    status: 'disconnected',
    networkName: testNetworks.solana.name,
  })
  kit.destroy()
})

test("a returning visitor's button shows the stored account from the first state, then the wallet's", async () => {
  const storage = createMemoryStorage()
  const first = testKit({ storage, wallet: { authorized: false } })
  await first.ready
  await first.connect({ connectorId: 'io.metamask', namespace: 'eip155' })
  first.destroy()

  const returning = testKit({ storage, wallet: { authorized: true } })
  expect(kitButtonState(returning.getState())).toMatchObject({ status: 'connecting', address })
  await returning.ready
  expect(kitButtonState(returning.getState())).toMatchObject({
    status: 'connected',
    address: `${testNetworks.ethereum.caipNetworkId}:${address}`,
  })
  returning.destroy()
})
