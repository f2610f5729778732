import { expect, test, vi } from 'vitest'
import type { TestWallet } from '../../../../testing/src/test-adapter/testWallet.js'
import {
  createTestKit,
  evmAddress,
  loginFeatureStandIns,
  metaMask,
  phantom,
  solanaAddress,
  walletConnect,
} from '../../kit/testKit.js'

const phantomOnEvm: TestWallet = { ...phantom, accounts: [evmAddress] }

/** A test kit whose Connect view lists are computed, as they are once the modal opens. */
async function listedKit(parameters: Parameters<typeof createTestKit>[0] = {}) {
  const testKit = createTestKit(parameters)
  await testKit.kit._internal.connectors.loadList()
  return testKit
}

test('the Connect view lists stay empty until their code loads with the modal', async () => {
  const { kit } = createTestKit()
  expect(kit.getState().connectors.list).toEqual([])
  expect(kit.getState().connectors.connectMethodsOrder).toEqual([])
  kit.open()
  await vi.waitFor(() => expect(kit.getState().connectors.connectMethodsOrder).toEqual(['wallet']))
  expect(kit.getState().connectors.list.map((item) => item.connector?.id)).toEqual([
    'walletConnect',
    'io.metamask',
    'app.phantom',
  ])
})

test("the kit lists every adapter's connectors, one entry per id serving all its namespaces", async () => {
  const { kit } = await listedKit({ evmWallets: [metaMask, walletConnect, phantomOnEvm] })
  const phantomEntry = kit
    .getState()
    .connectors.connectors.find((connector) => connector.id === 'app.phantom')
  expect(phantomEntry?.chainNamespaces).toEqual(['eip155', 'solana'])
  expect(kit.getState().connectors.list.map((item) => `${item.group}:${item.connector?.id}`)).toEqual([
    'walletConnect:walletConnect',
    'injected:io.metamask',
    'injected:app.phantom',
  ])
})

test('a wallet announcing itself later joins the list', async () => {
  const { kit, solana } = await listedKit()
  solana.test.addWallet({ id: 'com.solflare', name: 'Solflare', accounts: [solanaAddress] })
  expect(kit.getState().connectors.list.map((item) => item.connector?.id)).toContain('com.solflare')
  solana.test.removeWallet('com.solflare')
  expect(kit.getState().connectors.list.map((item) => item.connector?.id)).not.toContain('com.solflare')
})

test('a wallet announcing a name with a right-to-left override or invisible characters is listed under its plain name', () => {
  const { kit, solana } = createTestKit()
  solana.test.addWallet({ id: 'com.spoof', name: '\u202Eevil RTL override\u200B', accounts: [solanaAddress] })
  solana.test.addWallet({ id: 'com.blank', name: '\u200B\u2066\u2069', accounts: [solanaAddress] })
  const names = kit.getState().connectors.connectors.map((connector) => connector.name)
  expect(names).toContain('evil RTL override')
  // Nothing visible left: the wallet is listed by its id rather than as an empty row.
  expect(names).toContain('com.blank')
})

test('connector providers are kept by reference, not copied into state', () => {
  const { kit, evm } = createTestKit()
  const stored = kit._internal.state.connectors.connectors.find((connector) => connector.id === 'io.metamask')
  expect(stored?.provider).toBe(kit._internal.connectors.getConnector('io.metamask')?.provider)
  expect(evm.getConnectors()[0]?.provider).toEqual(stored?.provider)
})

test('the connect methods follow the wallets and features in effect', async () => {
  const featureModules = loginFeatureStandIns()
  expect((await listedKit({ featureModules })).kit.getState().connectors.connectMethodsOrder).toEqual([
    'wallet',
    'email',
    'social',
  ])
  const onlyWalletConnect = await listedKit({
    evmWallets: [walletConnect],
    solanaWallets: [],
    featureModules,
  })
  expect(onlyWalletConnect.kit.getState().connectors.connectMethodsOrder).toEqual([
    'email',
    'social',
    'wallet',
  ])
  const configured = await listedKit({
    features: { connectMethodsOrder: ['social', 'email', 'wallet'], email: false },
    featureModules,
  })
  expect(configured.kit.getState().connectors.connectMethodsOrder).toEqual(['social', 'wallet'])
  // Without email and social login installed, wallets are the only method.
  expect((await listedKit()).kit.getState().connectors.connectMethodsOrder).toEqual(['wallet'])
})

test('excluded wallet ids and a configured group order apply to the list', async () => {
  const { kit } = await listedKit({
    excludeWalletIds: ['metamask-registry-id'],
    features: { connectorTypeOrder: ['injected', 'walletConnect'] },
  })
  expect(kit.getState().connectors.list.map((item) => item.connector?.id)).toEqual([
    'app.phantom',
    'walletConnect',
  ])
})
