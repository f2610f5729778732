import { expect, test } from 'vitest'
import type { TestWallet } from '../../../../testing/src/test-adapter/testWallet.js'
import {
  createTestKit,
  evmAddress,
  metaMask,
  phantom,
  solanaAddress,
  walletConnect,
} from '../../kit/testKit.js'

const phantomOnEvm: TestWallet = { ...phantom, accounts: [evmAddress] }

test("the kit lists every adapter's connectors, one entry per id serving all its families", () => {
  const { kit } = createTestKit({ evmWallets: [metaMask, walletConnect, phantomOnEvm] })
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

test('a wallet announcing itself later joins the list', () => {
  const { kit, solana } = createTestKit()
  solana.test.addWallet({ id: 'com.solflare', name: 'Solflare', accounts: [solanaAddress] })
  expect(kit.getState().connectors.list.map((item) => item.connector?.id)).toContain('com.solflare')
  solana.test.removeWallet('com.solflare')
  expect(kit.getState().connectors.list.map((item) => item.connector?.id)).not.toContain('com.solflare')
})

test('connector providers are kept by reference, not copied into state', () => {
  const { kit, evm } = createTestKit()
  const stored = kit._internal.state.connectors.connectors.find((connector) => connector.id === 'io.metamask')
  expect(stored?.provider).toBe(kit._internal.connectors.getConnector('io.metamask')?.provider)
  expect(evm.getConnectors()[0]?.provider).toEqual(stored?.provider)
})

test('the connect methods follow the wallets and features in effect', () => {
  expect(createTestKit().kit.getState().connectors.connectMethodsOrder).toEqual(['wallet', 'email', 'social'])
  const onlyWalletConnect = createTestKit({ evmWallets: [walletConnect], solanaWallets: [] })
  expect(onlyWalletConnect.kit.getState().connectors.connectMethodsOrder).toEqual([
    'email',
    'social',
    'wallet',
  ])
  const configured = createTestKit({
    features: { connectMethodsOrder: ['social', 'email', 'wallet'], email: false },
  })
  expect(configured.kit.getState().connectors.connectMethodsOrder).toEqual(['social', 'wallet'])
})

test('excluded wallet ids and a configured group order apply to the list', () => {
  const { kit } = createTestKit({
    excludeWalletIds: ['metamask-registry-id'],
    features: { connectorTypeOrder: ['injected', 'walletConnect'] },
  })
  expect(kit.getState().connectors.list.map((item) => item.connector?.id)).toEqual([
    'app.phantom',
    'walletConnect',
  ])
})
