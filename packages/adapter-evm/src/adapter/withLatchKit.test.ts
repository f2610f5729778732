import { createLatchKit, createMemoryStorage, type LatchKit, type Logger, type Storage } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import type { Storage as WagmiStorage } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createMemoryWagmiStorage,
  createRigAdapter,
  createRigWallet,
  testWalletInfo,
} from '../test-utils/evmTestSetup.js'
import { announceWallet, type FakeWindow, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { NodeWallet } from '../test-utils/nodeWallet.js'
import type { EvmAdapter } from './EvmAdapter.js'

const connectorId = testWalletInfo.rdns
const quietLogger: Logger = { warn: () => undefined, error: () => undefined }

let rig: EvmRig
let page: { window: FakeWindow; uninstall: () => void }
let wallet: NodeWallet
let kitStorage: Storage
let wagmiStorage: WagmiStorage
const adapters: EvmAdapter[] = []

/** A page load of a site using the kit with the EVM adapter. */
function loadSite(): { kit: LatchKit; adapter: EvmAdapter } {
  const adapter = createRigAdapter(rig, { storage: wagmiStorage })
  adapters.push(adapter)
  const kit = createLatchKit({
    adapters: [adapter],
    networks: adapter.networks,
    storage: kitStorage,
    basic: true,
    logger: quietLogger,
  })
  return { kit, adapter }
}

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
})
afterAll(() => rig?.stop())
beforeEach(() => {
  page = installFakeWindow()
  wallet = createRigWallet(rig)
  kitStorage = createMemoryStorage()
  wagmiStorage = createMemoryWagmiStorage()
  announceWallet(page.window, testWalletInfo, wallet.provider)
})
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  page.uninstall()
})

describe('EvmAdapter in createLatchKit', () => {
  it('offers the announced wallet, connects through it, and follows the wallet', async () => {
    const { kit, adapter } = loadSite()
    await kit.ready
    await kit.connect({ connectorId })
    expect(kit.getState().accounts.eip155).toMatchObject({ status: 'connected', address: wallet.address })

    const chainB = adapter.networks[1]
    if (!chainB) throw new Error('The rig adapter has two networks.')
    await kit.switchNetwork(chainB)
    expect(wallet.chainId).toBe(31338)
    expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:31338')

    wallet.useAccount(1)
    await expect.poll(() => kit.getState().accounts.eip155?.address).toBe(rig.accounts[1]?.address)
  })

  it('is connected again after a reload, without a prompt', async () => {
    const first = loadSite()
    await first.kit.ready
    await first.kit.connect({ connectorId })
    const prompts = wallet.methods.filter((method) => method === 'wallet_requestPermissions').length

    const reloaded = loadSite()
    await reloaded.kit.ready
    expect(reloaded.kit.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(wallet.methods.filter((method) => method === 'wallet_requestPermissions')).toHaveLength(prompts)
  })

  it('shows the ENS name and avatar from the chain when the kit has no provider API', async () => {
    const { kit } = loadSite()
    await kit.ready
    await kit.connect({ connectorId })
    await kit.fetchIdentity()
    const [alice] = rig.ensProfiles
    expect(alice?.address).toBe(wallet.address)
    expect(kit.getState().accounts.eip155).toMatchObject({
      profileName: 'alice.latch.eth',
      profileImage: alice?.avatar,
    })
    expect(kit.getState().accounts.eip155?.profileImage).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('ends disconnected when the visitor disconnects in the wallet', async () => {
    const { kit } = loadSite()
    await kit.ready
    await kit.connect({ connectorId })
    wallet.disconnectSite()
    await expect.poll(() => kit.getState().accounts.eip155?.status).toBe('disconnected')
  })
})
