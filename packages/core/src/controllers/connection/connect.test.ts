import { expect, test } from 'vitest'
import {
  ChainAdapterNotFoundError,
  ConnectionRejectedError,
  FailedToConnectError,
} from '../../errors/connection.js'
import { createTestKit, evmAddress, evmAddress2 } from '../../kit/testKit.js'

test('connection status per namespace goes disconnected, connecting, connected', async () => {
  const { kit } = createTestKit()
  await kit.ready
  const statuses: string[] = []
  kit.subscribe(
    (state) => state.accounts.eip155?.status,
    (status) => statuses.push(String(status)),
  )
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  await kit.connect({ connectorId: 'io.metamask' })
  expect(statuses).toEqual(['connecting', 'connected'])
  expect(kit.getState().accounts.solana?.status).toBe('disconnected')
  expect(kit.getState().accounts.eip155).toMatchObject({
    address: evmAddress,
    caipAddress: `eip155:1:${evmAddress}`,
    addressExplorerUrl: `https://explorer.test/address/${evmAddress}`,
    connectedWalletInfo: { name: 'MetaMask', identifier: 'metamask-registry-id' },
  })
  expect(kit.getState().connection.connectedNamespaces).toEqual(['eip155'])
})

test('connecting makes the namespace the active one', async () => {
  const { kit } = createTestKit()
  await kit.ready
  expect(kit.getState().network.activeNamespace).toBe('eip155')
  await kit.connect({ connectorId: 'app.phantom' })
  expect(kit.getState().network.activeNamespace).toBe('solana')
  expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('solana:testnetgenesis')
})

test('a rejected connection throws ConnectionRejectedError and leaves the namespace disconnected', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  evm.test.setFeatures('io.metamask', { connectError: 'userRejected' })
  await expect(kit.connect({ connectorId: 'io.metamask' })).rejects.toThrowError(ConnectionRejectedError)
  await expect(kit.connect({ connectorId: 'io.metamask' })).rejects.toThrowError('Connection rejected')
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
})

test('a failed connection throws FailedToConnectError and can be retried', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  evm.test.setFeatures('io.metamask', { connectError: true })
  const error = await kit.connect({ connectorId: 'io.metamask' }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(FailedToConnectError)
  expect((error as FailedToConnectError).shortMessage).toBe('Failed to connect')
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  evm.test.setFeatures('io.metamask', { connectError: false })
  await kit.connect({ connectorId: 'io.metamask' })
  expect(kit.getState().accounts.eip155?.status).toBe('connected')
})

test('connecting needs a chain namespace and adapter', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await expect(kit.connect({ connectorId: 'no.such.wallet' })).rejects.toThrowError(ChainAdapterNotFoundError)
  await expect(kit.connect({ connectorId: 'io.metamask', namespace: 'bip122' })).rejects.toThrowError(
    'Chain adapter not found',
  )
})

test('connecting records the wallet among the recent wallets', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  expect(kit.getState().connectors.recentWallets.map((wallet) => wallet.id)).toEqual(['metamask-registry-id'])
})

test('the wallet changing account updates the address; locking it disconnects the namespace', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  evm.test.changeAccounts('io.metamask', [evmAddress2])
  expect(kit.getState().accounts.eip155?.address).toBe(evmAddress2)
  evm.test.changeAccounts('io.metamask', [])
  expect(kit.getState().accounts.eip155).toMatchObject({ status: 'disconnected', address: undefined })
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
})

test('the wallet ending the session disconnects its namespace', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  evm.test.disconnectFromWallet('io.metamask')
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
})
