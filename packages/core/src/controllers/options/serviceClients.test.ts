import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type Registry, startRegistry } from '../../../../testing/src/registry/startRegistry.js'
import { createTestKit, evmAddress, metaMask } from '../../kit/testKit.js'
import { defaultBlockchainApiUrl, defaultWalletRegistryUrl } from './serviceClients.js'

// The kit's own clients against the rig's registry and provider API, over real HTTP.
let registry: Registry
beforeAll(async () => {
  registry = await startRegistry({ remoteFeatures: { multiWallet: true } })
})
afterAll(() => registry.stop())
afterEach(() => {
  registry.faults.clear()
  registry.clearRequests()
})

const rigKit = (overrides: Parameters<typeof createTestKit>[0] = {}) =>
  createTestKit({
    projectId: 'rig-project',
    walletRegistryUrl: registry.url,
    blockchainApiUrl: registry.url,
    ...overrides,
  })

test('the default service URLs are the real registry and provider API', () => {
  expect(defaultWalletRegistryUrl).toBe('https://api.web3modal.org')
  expect(defaultBlockchainApiUrl).toBe('https://rpc.walletconnect.org')
})

test('the kit builds its registry client from the project id and base URL, and makes no request before the visitor acts', async () => {
  const { kit } = rigKit()
  await kit.ready
  expect(registry.requests).toEqual([])

  kit.open()
  await kit.loadWallets()
  expect(kit.getState().features.multiWallet).toBe(true)
  expect(kit.getState().walletList.recommended).toHaveLength(4)
  const paths = registry.requests.map((request) => request.path)
  expect(paths.filter((path) => path === '/appkit/v1/config')).toHaveLength(1)
  expect(paths).toContain('/getWallets')
  for (const request of registry.requests) {
    expect(request.query.get('projectId')).toBe('rig-project')
    expect(request.query.get('st')).toBe('latchkit')
    expect(request.query.get('sv')).toMatch(/^core-/)
  }
})

test('the remote configuration is fetched at start when the site asks for it', async () => {
  const { kit } = rigKit({ preloadRemoteConfig: true })
  await kit.ready
  expect(registry.requestsTo('/appkit/v1/config')).toHaveLength(1)
  expect(kit.getState().features.multiWallet).toBe(true)
})

test('the kit builds its provider API client from the project id: the name and avatar come from it', async () => {
  const { kit } = rigKit({ evmWallets: [metaMask] })
  await kit.ready
  await kit.connect({ namespace: 'eip155', connectorId: metaMask.id })
  await kit.fetchIdentity('eip155')
  const identity = registry.requestsTo(`/v1/identity/${evmAddress}`)
  expect(identity).toHaveLength(1)
  expect(identity[0]?.query.get('projectId')).toBe('rig-project')
})

test('a failed remote configuration warns once and keeps the local settings', async () => {
  registry.faults.next({ path: '/appkit/v1/config', status: 500, times: 10 })
  const { kit, warnings } = rigKit({ features: { multiWallet: false } })
  kit.open()
  await kit.loadWallets()
  expect(kit.getState().features.multiWallet).toBe(false)
  expect(warnings.filter((warning) => /configuration could not be fetched/.test(warning))).toHaveLength(1)
})

test('a site registry that throws is reported once too', async () => {
  const { kit, warnings } = createTestKit({
    walletRegistry: {
      getRemoteFeatures: () => Promise.reject(new Error('offline')),
    },
  })
  kit.open()
  await kit.loadWallets()
  expect(warnings.filter((warning) => /configuration could not be fetched/.test(warning))).toHaveLength(1)
})

test("the site's own registry and provider API instances win over the built clients", async () => {
  let asked = 0
  const { kit } = rigKit({
    walletRegistry: {
      getRemoteFeatures: async () => {
        asked += 1
        return { email: false }
      },
    },
  })
  kit.open()
  await kit.loadWallets()
  expect(asked).toBe(1)
  expect(kit.getState().features.email).toBe(false)
  expect(registry.requests).toEqual([])
})

test('without a project id no client is built and nothing is requested', async () => {
  const { kit } = rigKit({ projectId: undefined })
  kit.open()
  await kit.loadWallets()
  await kit.ready
  expect(kit.getState().walletList.recommended).toEqual([])
  expect(registry.requests).toEqual([])
})
