import { expect, test } from 'vitest'
import type { TestWallet } from '../../../../testing/src/test-adapter/testWallet.js'
import { ConnectorNotFoundError } from '../../errors/connectorNotFound.js'
import { createTestKit, evmAddress, evmAddress2, metaMask } from '../../kit/testKit.js'

const rabby: TestWallet = { id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby', accounts: [evmAddress2] }
const notice = { code: 'MULTI_WALLET_NOT_ENABLED', values: {}, severity: 'info' }

test('multi-wallet functions need the multiWallet feature: otherwise an info notice and empty results', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  expect(kit.getConnections('eip155')).toEqual([])
  expect(kit.getState().notices.snackbar).toEqual(notice)
  kit.closeSnackbar()
  let calls = 0
  const stop = kit.subscribeConnections('eip155', () => {
    calls += 1
  })
  expect(kit.getState().notices.snackbar).toEqual(notice)
  kit.closeSnackbar()
  kit.deleteConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
  expect(kit.getState().notices.snackbar).toEqual(notice)
  kit.closeSnackbar()
  await kit.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
  expect(kit.getState().notices.snackbar).toEqual(notice)
  await kit.disconnect()
  expect(calls).toBe(0)
  stop()
  expect(kit.getState().connection.connectedNamespaces).toEqual([])
})

test('with multiWallet on, connections are listed newest first, switched, followed and deleted', async () => {
  const { kit } = createTestKit({ features: { multiWallet: true }, evmWallets: [metaMask, rabby] })
  await kit.ready
  const seen: string[][] = []
  const stop = kit.subscribeConnections('eip155', (connections) =>
    seen.push(connections.map((connection) => connection.connectorId)),
  )
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.connect({ connectorId: 'io.rabby' })
  expect(kit.getConnections('eip155')).toEqual([
    { connectorId: 'io.rabby', accounts: [{ address: evmAddress2, type: 'eoa' }] },
    {
      connectorId: 'io.metamask',
      accounts: [
        { address: evmAddress, type: 'eoa' },
        { address: evmAddress2, type: 'eoa' },
      ],
    },
  ])
  const statuses: string[] = []
  kit.subscribe(
    (state) => state.accounts.eip155?.status,
    (status) => statuses.push(String(status)),
  )
  await kit.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
  expect(kit.getState().accounts.eip155?.address).toBe(evmAddress)
  expect(statuses).toEqual(['reconnecting', 'connected'])
  kit.deleteConnection({ namespace: 'eip155', connectorId: 'io.rabby' })
  expect(kit.getConnections('eip155').map((connection) => connection.connectorId)).toEqual(['io.metamask'])
  expect(seen.at(-1)).toEqual(['io.metamask'])
  stop()
  expect(kit.getState().notices.snackbar).toBeUndefined()
})

test('switching to a connection whose connector is gone fails clearly', async () => {
  const { kit } = createTestKit({ features: { multiWallet: true } })
  await kit.ready
  await expect(kit.switchConnection({ namespace: 'eip155', connectorId: 'gone' })).rejects.toThrowError(
    ConnectorNotFoundError,
  )
})
