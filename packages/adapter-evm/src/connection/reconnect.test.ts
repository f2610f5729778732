import type { ChainAdapterEvents } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import type { Storage } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import {
  createMemoryWagmiStorage,
  createRigAdapter,
  createRigWallet,
  testWalletInfo,
} from '../test-utils/evmTestSetup.js'
import { announceWallet, type FakeWindow, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { NodeWallet } from '../test-utils/nodeWallet.js'

const connectorId = testWalletInfo.rdns
const promptMethods = ['eth_requestAccounts', 'wallet_requestPermissions']

let rig: EvmRig
let page: { window: FakeWindow; uninstall: () => void }
let wallet: NodeWallet
let storage: Storage
const adapters: EvmAdapter[] = []

/** A page load: a new adapter on the same window, wallet and storage. */
function loadPage(): EvmAdapter {
  const adapter = createRigAdapter(rig, { storage })
  adapters.push(adapter)
  return adapter
}

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
})
afterAll(() => rig?.stop())
beforeEach(() => {
  page = installFakeWindow()
  wallet = createRigWallet(rig)
  storage = createMemoryWagmiStorage()
  announceWallet(page.window, testWalletInfo, wallet.provider)
})
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  page.uninstall()
})

describe('reconnect', () => {
  it('restores the connection after a reload without prompting the visitor', async () => {
    await loadPage().connect({ connectorId })
    const promptsBefore = wallet.methods.filter((method) => promptMethods.includes(method)).length

    const reloaded = loadPage()
    const connection = await reloaded.reconnect({ connectorId })
    expect(connection).toEqual({
      connectorId,
      accounts: [{ address: wallet.address, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
      supportsAllNetworks: true,
    })
    expect(wallet.methods.filter((method) => promptMethods.includes(method))).toHaveLength(promptsBefore)
    expect(reloaded.wagmiConfig.state.status).toBe('connected')
  })

  it('resolves null when the wallet never authorized the site', async () => {
    expect(await loadPage().reconnect({ connectorId })).toBeNull()
    expect(wallet.methods).not.toContain('eth_requestAccounts')
    expect(wallet.methods).not.toContain('wallet_requestPermissions')
  })

  it('resolves null for a connector that is not there (a wallet not installed any more)', async () => {
    expect(await loadPage().reconnect({ connectorId: 'io.uninstalled' })).toBeNull()
  })

  it('does not restore a connection the visitor disconnected', async () => {
    const adapter = loadPage()
    await adapter.connect({ connectorId })
    await adapter.disconnect({ connectorId })
    expect(await adapter.getAccounts({ connectorId })).toEqual([])
    expect(await loadPage().reconnect({ connectorId })).toBeNull()
  })
})

describe('wallet events', () => {
  it('forwards account and chain changes made in the wallet, each once', async () => {
    const adapter = loadPage()
    await adapter.connect({ connectorId })
    const events: { name: string; data: unknown }[] = []
    for (const name of ['accountsChanged', 'chainChanged', 'disconnect'] as const)
      adapter.emitter.on(name, (data: ChainAdapterEvents[typeof name]) => events.push({ name, data }))

    wallet.useAccount(1)
    wallet.switchChain(31338)
    await expect.poll(() => events.length).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 50)) // time for a duplicate to show up
    expect(events).toEqual([
      {
        name: 'accountsChanged',
        data: { connectorId, accounts: [{ address: rig.accounts[1]?.address, type: 'eoa' }] },
      },
      { name: 'chainChanged', data: { connectorId, caipNetworkId: 'eip155:31338' } },
    ])
  })

  it('forwards a disconnect the visitor made in the wallet', async () => {
    const adapter = loadPage()
    await adapter.connect({ connectorId })
    const disconnects: unknown[] = []
    adapter.emitter.on('disconnect', (data) => disconnects.push(data))
    wallet.disconnectSite()
    await expect.poll(() => disconnects).toEqual([{ connectorId }])
    expect(adapter.wagmiConfig.state.connections.size).toBe(0)
  })

  it('does not report a disconnect the site asked for as a wallet event', async () => {
    const adapter = loadPage()
    await adapter.connect({ connectorId })
    const disconnects: unknown[] = []
    adapter.emitter.on('disconnect', (data) => disconnects.push(data))
    await adapter.disconnect({ connectorId })
    expect(disconnects).toEqual([])
    expect(wallet.isAuthorized).toBe(false)
  })
})
