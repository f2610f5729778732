import { expect, test } from 'vitest'
import type { TestWallet } from '../../../testing/src/test-adapter/testWallet.js'
import { phantomWalletId } from '../controllers/connectors/walletIds.js'
import { createTestKit, metaMask } from './testKit.js'

test('after destroy the kit no longer follows the wallets', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  kit.destroy()
  evm.test.changeNetwork('io.metamask', 'eip155:10')
  evm.test.disconnectFromWallet('io.metamask')
  expect(kit.getState().accounts.eip155?.status).toBe('connected')
  expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
})

test('the wallet list follows the namespace the modal is opened for', async () => {
  const { kit } = createTestKit({
    evmWallets: [metaMask],
    solanaWallets: [],
    environment: { isMobile: () => true, hasInjectedWallet: () => false },
  })
  kit._internal.connectors.setRegistryWallets({ recommended: [{ id: phantomWalletId, name: 'Phantom' }] })
  await kit._internal.connectors.loadList()
  const recommended = () => kit.getState().connectors.list.filter((item) => item.group === 'recommended')
  expect(recommended()).toHaveLength(0)
  kit.open({ namespace: 'solana' })
  expect(recommended().map((item) => item.wallet?.id)).toEqual([phantomWalletId])
})

const locked: TestWallet = { ...metaMask, accounts: [] }

test('a wallet that connects without an account fails to connect', async () => {
  const { kit } = createTestKit({ evmWallets: [locked] })
  await kit.ready
  await expect(kit.connect({ connectorId: 'io.metamask' })).rejects.toThrowError('Failed to connect')
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
})
