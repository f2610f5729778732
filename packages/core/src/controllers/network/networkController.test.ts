import { expect, test } from 'vitest'
import { testNetworks } from '../../../../testing/src/test-adapter/testNetworks.js'
import type { TestWallet } from '../../../../testing/src/test-adapter/testWallet.js'
import { AdapterNotFoundError, NetworkNotFoundError } from '../../errors/network.js'
import { createTestKit, metaMask } from '../../kit/testKit.js'

const base = testNetworks.ethereum
const polygon = { ...base, id: 137, caipNetworkId: 'eip155:137', name: 'Test Polygon' } as const
const bitcoin = {
  ...base,
  id: '000000000019d6689c',
  caipNetworkId: 'bip122:000000000019d6689c',
  chainNamespace: 'bip122',
} as const

test('the configured networks are requested per namespace; the first one starts active', () => {
  const { kit } = createTestKit()
  const { network } = kit.getState()
  expect(network.byNamespace.eip155?.requestedCaipNetworks.map((entry) => entry.caipNetworkId)).toEqual([
    'eip155:1',
    'eip155:10',
  ])
  expect(network.byNamespace.solana?.requestedCaipNetworks.map((entry) => entry.caipNetworkId)).toEqual([
    'solana:testnetgenesis',
    'solana:devnetgenesis',
  ])
  expect(network.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  expect(network.activeNamespace).toBe('eip155')
})

test('the default network, or the one stored from the last visit, starts active', async () => {
  const first = createTestKit({ defaultNetwork: testNetworks.optimism })
  expect(first.kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  await first.kit.switchNetwork(testNetworks.solanaDevnet)
  const next = createTestKit({ storage: first.storage, defaultNetwork: testNetworks.optimism })
  expect(next.kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('solana:devnetgenesis')
})

test('a network change changes the active namespace', async () => {
  const { kit } = createTestKit()
  await kit.switchNetwork('solana:devnetgenesis')
  expect(kit.getState().network).toMatchObject({
    activeNamespace: 'solana',
    activeCaipNetwork: { caipNetworkId: 'solana:devnetgenesis' },
  })
})

test('switching a connected namespace asks its wallet; the same network does nothing', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.switchNetwork(testNetworks.optimism)
  expect(evm.test.calls.filter((call) => call.method === 'switchNetwork')).toEqual([
    { method: 'switchNetwork', connectorId: 'io.metamask', caipNetworkId: 'eip155:10' },
  ])
  expect(kit.getState().accounts.eip155?.caipAddress).toMatch(/^eip155:10:/)
  await kit.switchNetwork(testNetworks.optimism)
  expect(evm.test.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
})

test("a switch to an unconfigured network shows 'Network Not Found'", async () => {
  const { kit } = createTestKit()
  await expect(kit.switchNetwork(polygon)).rejects.toThrowError(NetworkNotFoundError)
  expect(kit.getState().notices.alert).toEqual({ code: 'NETWORK_NOT_FOUND', values: {}, severity: 'error' })
  expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
})

test('a failed network switch goes back one view', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  kit.open()
  expect(kit.selectNetwork(testNetworks.optimism)).toBe('SwitchNetwork')
  expect(kit.getState().modal.history).toEqual(['Account', 'SwitchNetwork'])
  evm.test.setFeatures('io.metamask', { switchNetworkError: 'userRejected' })
  await expect(kit.switchNetwork(testNetworks.optimism)).rejects.toThrowError('User rejected the request')
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'Account', history: ['Account'] })
  expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
})

test('an unknown chain sets the unsupported state and shows UnsupportedChain', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  evm.test.changeNetwork('io.metamask', 'eip155:31337')
  expect(kit.getState().network).toMatchObject({
    isUnsupportedChain: true,
    unsupportedCaipNetworkId: 'eip155:31337',
  })
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'UnsupportedChain' })
  // Switching back to a configured network clears it.
  await kit.switchNetwork(testNetworks.ethereum)
  expect(kit.getState().network.isUnsupportedChain).toBe(false)
})

test('UnsupportedChain is not shown when unsupported chains are allowed or switching is off', async () => {
  for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
    const { kit, evm } = createTestKit(options)
    await kit.ready
    await kit.connect({ connectorId: 'io.metamask' })
    evm.test.changeNetwork('io.metamask', 'eip155:31337')
    expect(kit.getState().network.isUnsupportedChain).toBe(true)
    expect(kit.getState().modal.isOpen).toBe(false)
  }
})

test('a wallet on a configured network follows it', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  evm.test.changeNetwork('io.metamask', 'eip155:10')
  expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  expect(kit.getState().network.isUnsupportedChain).toBe(false)
})

const sessionWallet: TestWallet = {
  ...metaMask,
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  approvedCaipNetworkIds: ['eip155:1'],
}

test('approved network ids and supportsAllNetworks follow the wallet, and reset on disconnect', async () => {
  const { kit } = createTestKit({ evmWallets: [metaMask, sessionWallet] })
  await kit.ready
  await kit.connect({ connectorId: 'walletConnect' })
  expect(kit.getState().network.byNamespace.eip155).toMatchObject({
    approvedCaipNetworkIds: ['eip155:1'],
    supportsAllNetworks: false,
  })
  const { network } = await kit._internal.session.get()
  expect(network.isNetworkApproved(testNetworks.ethereum)).toBe(true)
  expect(network.isNetworkApproved(testNetworks.optimism)).toBe(false)
  await kit.disconnect()
  expect(kit.getState().network.byNamespace.eip155).toMatchObject({
    approvedCaipNetworkIds: undefined,
    supportsAllNetworks: true,
  })
  await kit.connect({ connectorId: 'io.metamask' })
  expect(network.isNetworkApproved(testNetworks.optimism)).toBe(true)
})

test('adding and removing a network need an adapter for its namespace', () => {
  const { kit } = createTestKit()
  expect(() => kit.addNetwork(bitcoin)).toThrowError(AdapterNotFoundError)
  expect(() => kit.addNetwork(bitcoin)).toThrowError("Adapter for namespace bip122 doesn't exist")
  expect(() => kit.removeNetwork('bip122:000000000019d6689c')).toThrowError(
    "Adapter for namespace bip122 doesn't exist",
  )
  kit.addNetwork(polygon)
  kit.addNetwork(polygon)
  expect(kit.getState().network.byNamespace.eip155?.requestedCaipNetworks.map((entry) => entry.id)).toEqual([
    1, 10, 137,
  ])
})

test('removing the active network falls back to the first remaining', async () => {
  const { kit } = createTestKit()
  await kit.switchNetwork(testNetworks.optimism)
  kit.removeNetwork(testNetworks.optimism)
  expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  kit.removeNetwork('eip155:1')
  // The namespace has none left: the first remaining network of another namespace takes over.
  expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('solana:testnetgenesis')
  expect(kit.getState().network.activeNamespace).toBe('solana')
})
