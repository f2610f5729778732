import { expect, expectTypeOf, test } from 'vitest'
import { testNetworks } from '../../../testing/src/test-adapter/testNetworks.js'
import { type ChainAdapter, createChainAdapter } from './chainAdapter.js'

function buildAdapter() {
  return createChainAdapter(({ emitter }) => ({
    namespace: 'eip155' as const,
    networks: [testNetworks.ethereum],
    getConnectors: () => [],
    connect: async ({ connectorId }) => ({
      connectorId,
      accounts: [{ address: '0xa', type: 'eoa' }],
      caipNetworkId: 'eip155:1' as const,
    }),
    reconnect: async () => null,
    disconnect: async ({ connectorId }) => emitter.emit('disconnect', { connectorId }),
    switchNetwork: async () => {},
    getAccounts: async () => [],
    getBalance: async ({ network }) => ({ balance: '0', symbol: network.nativeCurrency.symbol }),
    signMessage: async ({ message }) => message,
    getProvider: () => undefined,
    // A namespace's own method stays on the adapter's type.
    signTypedData: async (data: string) => `signed ${data}`,
  }))
}

test('an adapter is a plain object whose events flow through its own emitter', async () => {
  const adapter = buildAdapter()
  const disconnected: string[] = []
  adapter.emitter.on('disconnect', ({ connectorId }) => disconnected.push(connectorId))
  await adapter.disconnect({ connectorId: 'io.metamask' })
  expect(disconnected).toEqual(['io.metamask'])
  expect(await adapter.signTypedData('0xb')).toBe('signed 0xb')
  expect(buildAdapter().emitter).not.toBe(adapter.emitter)
})

test('the adapter type keeps the namespace methods and fits the shared contract', () => {
  const adapter = buildAdapter()
  expectTypeOf(adapter.signTypedData).toEqualTypeOf<(data: string) => Promise<string>>()
  expectTypeOf(adapter).toExtend<ChainAdapter>()
  expectTypeOf(adapter.namespace).toEqualTypeOf<'eip155'>()
})
