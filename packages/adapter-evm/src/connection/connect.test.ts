import type { ChainAdapterEvents } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { getConnection } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import { createRigAdapter, createRigWallet, testWalletInfo } from '../test-utils/evmTestSetup.js'
import { announceWallet, type FakeWindow, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { NodeWallet } from '../test-utils/nodeWallet.js'

let rig: EvmRig
let page: { window: FakeWindow; uninstall: () => void }
let wallet: NodeWallet
let adapter: EvmAdapter | undefined

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
})
afterAll(() => rig?.stop())
beforeEach(() => {
  page = installFakeWindow()
  wallet = createRigWallet(rig)
})
afterEach(() => {
  adapter?.destroy()
  adapter = undefined
  page.uninstall()
})

describe('connectors', () => {
  it('lists a wallet announced over EIP-6963 as ANNOUNCED with its name, icon and rdns', () => {
    announceWallet(page.window, testWalletInfo, wallet.provider)
    adapter = createRigAdapter(rig)
    expect(adapter.getConnectors()).toEqual([
      {
        id: testWalletInfo.rdns,
        type: 'ANNOUNCED',
        name: testWalletInfo.name,
        imageUrl: testWalletInfo.icon,
        rdns: testWalletInfo.rdns,
        chainNamespaces: ['eip155'],
        provider: wallet.provider,
      },
    ])
  })

  it('emits connectorsChanged when a wallet announces itself after start-up', async () => {
    adapter = createRigAdapter(rig)
    const changes: ChainAdapterEvents['connectorsChanged'][] = []
    adapter.emitter.on('connectorsChanged', (change) => changes.push(change))
    expect(adapter.getConnectors()).toEqual([])
    // wagmi takes announcements once its stored state is loaded (a few microtasks after start).
    await new Promise((resolve) => setTimeout(resolve, 0))
    announceWallet(page.window, testWalletInfo, wallet.provider)
    expect(changes.at(-1)?.connectors.map(({ id, type }) => ({ id, type }))).toEqual([
      { id: testWalletInfo.rdns, type: 'ANNOUNCED' },
    ])
  })

  it('lists window.ethereum as the generic INJECTED connector', () => {
    page.window.ethereum = wallet.provider
    adapter = createRigAdapter(rig)
    expect(adapter.getConnectors().map(({ id, type, name }) => ({ id, type, name }))).toEqual([
      { id: 'injected', type: 'INJECTED', name: 'Browser Wallet' },
    ])
    expect(adapter.getProvider({ connectorId: 'injected' })).toBe(wallet.provider)
  })
})

describe('connect', () => {
  it('connects after the visitor approves, and wagmi sees the same connection', async () => {
    announceWallet(page.window, testWalletInfo, wallet.provider)
    adapter = createRigAdapter(rig)
    const connection = await adapter.connect({ connectorId: testWalletInfo.rdns })
    expect(connection).toEqual({
      connectorId: testWalletInfo.rdns,
      accounts: [{ address: wallet.address, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
      supportsAllNetworks: true,
    })
    expect(wallet.isAuthorized).toBe(true)
    expect(await adapter.getAccounts({ connectorId: testWalletInfo.rdns })).toEqual(connection.accounts)
    const wagmi = getConnection(adapter.wagmiConfig)
    expect({ status: wagmi.status, address: wagmi.address, chainId: wagmi.chainId }).toEqual({
      status: 'connected',
      address: wallet.address,
      chainId: 31337,
    })
  })

  it('connects on the network the kit asks for', async () => {
    announceWallet(page.window, testWalletInfo, wallet.provider)
    adapter = createRigAdapter(rig)
    const [, chainB] = adapter.networks
    const connection = await adapter.connect({ connectorId: testWalletInfo.rdns, network: chainB })
    expect(connection.caipNetworkId).toBe('eip155:31338')
    expect(wallet.chainId).toBe(31338)
  })

  it("turns the visitor's refusal into 'Connection rejected', and a retry succeeds", async () => {
    announceWallet(page.window, testWalletInfo, wallet.provider)
    adapter = createRigAdapter(rig)
    wallet.rejectNext('connect')
    const error = await adapter.connect({ connectorId: testWalletInfo.rdns }).catch((caught) => caught)
    expect(error).toMatchObject({ name: 'ConnectionRejectedError', shortMessage: 'Connection rejected' })
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    const retried = await adapter.connect({ connectorId: testWalletInfo.rdns })
    expect(retried.accounts[0]?.address).toBe(wallet.address)
  })

  it('refuses an unknown connector with a typed error', async () => {
    adapter = createRigAdapter(rig)
    await expect(adapter.connect({ connectorId: 'io.nowhere' })).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
    })
  })
})
