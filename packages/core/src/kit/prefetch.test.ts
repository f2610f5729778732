import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { type Registry, startRegistry } from '../../../testing/src/registry/startRegistry.js'
import { createTestKit } from './testKit.js'

// Counts how often the session's module is evaluated and how often a session is created.
const session = vi.hoisted(() => ({ moduleLoads: 0, created: 0 }))
// Counts how often the built-in registry client's module is evaluated.
const registryClient = vi.hoisted(() => ({ moduleLoads: 0 }))
vi.mock('../registry/createWalletRegistry.js', async (importOriginal) => {
  registryClient.moduleLoads += 1
  return importOriginal()
})
vi.mock('./kitSession.js', async (importOriginal) => {
  session.moduleLoads += 1
  const actual = await importOriginal<typeof import('./kitSession.js')>()
  return {
    ...actual,
    createKitSession(...parameters: Parameters<typeof actual.createKitSession>) {
      session.created += 1
      return actual.createKitSession(...parameters)
    },
  }
})

// The kit's own registry client against the rig, which records every request it receives.
let registry: Registry
beforeAll(async () => {
  registry = await startRegistry()
})
afterAll(() => registry.stop())

const rigKit = () => createTestKit({ projectId: 'rig-project', walletRegistryUrl: registry.url })

test('prefetch downloads the code open needs, and nothing leaves the page before the visitor acts', async () => {
  const { kit, evm, solana } = rigKit()
  await kit.ready
  const requestsBefore = registry.requests.length
  const adapterCallsBefore = evm.test.calls.length + solana.test.calls.length
  const stateBefore = kit.getState()
  expect(session.moduleLoads).toBe(0)
  expect(registryClient.moduleLoads).toBe(0)

  await kit.prefetch()

  expect(session.moduleLoads).toBe(1)
  expect(registryClient.moduleLoads).toBe(1)
  // Code only: no session (and so no watcher) is created until the modal opens or a wallet connects.
  expect(session.created).toBe(0)
  expect(kit._internal.session.started()).toBeUndefined()
  expect(registry.requests).toHaveLength(requestsBefore)
  expect(evm.test.calls.length + solana.test.calls.length).toBe(adapterCallsBefore)
  // Only the Connect view's lists are computed, for the view rendered ahead.
  const { connectors: connectorsAfter, ...restAfter } = kit.getState()
  const { connectors: connectorsBefore, ...restBefore } = stateBefore
  expect(restAfter).toEqual(restBefore)
  expect(connectorsAfter).toEqual({
    ...connectorsBefore,
    list: expect.arrayContaining([expect.objectContaining({ group: 'injected' })]),
    connectMethodsOrder: ['wallet'],
  })
  expect(kit.getState().modal.isOpen).toBe(false)

  // A second prefetch costs nothing and still asks no one.
  await kit.prefetch()
  expect(registry.requests).toHaveLength(requestsBefore)
  kit.destroy()
})

test('after prefetch, the wallet list acts in the caller task: a search shows its query before returning', async () => {
  const { kit } = rigKit()
  await kit.prefetch()
  const searching = kit.searchWallets('rabby')
  expect(kit.getState().walletList.searchQuery).toBe('rabby')
  await searching
  expect(kit.getState().walletList.search.map((wallet) => wallet.name)).toContain('Rabby Wallet')
  kit.destroy()
})

test('without prefetch, the first search waits for the wallet list code', async () => {
  const { kit } = rigKit()
  const searching = kit.searchWallets('rabby')
  expect(kit.getState().walletList.searchQuery).toBe('')
  await searching
  expect(kit.getState().walletList.searchQuery).toBe('rabby')
  kit.destroy()
})

test('opening after prefetch creates the session from the downloaded code', async () => {
  const { kit } = rigKit()
  await kit.ready
  await kit.prefetch()
  const createdBefore = session.created
  kit.open()
  expect(kit.getState().modal.isOpen).toBe(true)
  await expect(kit._internal.session.started()).resolves.toBeDefined()
  expect(session.created).toBe(createdBefore + 1)
  expect(session.moduleLoads).toBe(1)
  kit.destroy()
})

test('a kit without a registry (no project id) prefetches the connection code alone', async () => {
  const { kit } = createTestKit({ projectId: undefined })
  await expect(kit.prefetch()).resolves.toBeUndefined()
  expect(kit._internal.walletList).toBeUndefined()
  expect(kit._internal.session.started()).toBeUndefined()
  kit.destroy()
})
