import { createMemoryStorage } from '@latchkit/core'
import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { registerNodeStandardWallet } from '../test-utils/nodeStandardWallet.js'
import { createRigWallet, loadSite, rigNetwork } from '../test-utils/solanaTestSetup.js'

let rig: SolanaRig

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 0 })
})
afterAll(() => rig?.stop())

it('lists wallets that register later and drops those that unregister, telling the kit each time', () => {
  const adapter = new SolanaAdapter({ networks: [rigNetwork(rig)] })
  const changes: string[][] = []
  adapter.emitter.on('connectorsChanged', ({ connectors }) => changes.push(connectors.map(({ id }) => id)))
  expect(adapter.getConnectors()).toEqual([])

  const { unregister } = registerNodeStandardWallet(createRigWallet(rig), { name: 'Late Wallet' })
  expect(adapter.getConnectors()).toEqual([
    expect.objectContaining({
      id: 'Late Wallet',
      name: 'Late Wallet',
      type: 'ANNOUNCED',
      imageUrl: expect.any(String),
    }),
  ])
  unregister()
  expect(adapter.getConnectors()).toEqual([])
  expect(changes).toEqual([['Late Wallet'], []])
  adapter.destroy()
})

it('leaves out wallet-standard wallets without a solana: chain or without standard:connect', () => {
  const adapter = new SolanaAdapter({ networks: [rigNetwork(rig)] })
  const base = { version: '1.0.0', icon: 'data:image/svg+xml;base64,', accounts: [] } as const
  const evmOnly = { ...base, name: 'EVM Only', chains: ['eip155:1'], features: { 'standard:connect': {} } }
  const cannotConnect = { ...base, name: 'No Connect', chains: ['solana:mainnet'], features: {} }
  const unregister = getWallets().register(evmOnly as unknown as Wallet, cannotConnect as unknown as Wallet)
  expect(adapter.getConnectors()).toEqual([])
  unregister()
  adapter.destroy()
})

it('a wallet of the wrong shape is left out and does not keep a good one registered with it from the list', () => {
  const adapter = new SolanaAdapter({ networks: [rigNetwork(rig)] })
  const broken = { version: '1.0.0', name: 'Broken', chains: null, accounts: 'none', features: null }
  const good = registerNodeStandardWallet(createRigWallet(rig), { name: 'Good Wallet' })
  const unregister = getWallets().register(broken as unknown as Wallet)
  expect(adapter.getConnectors().map(({ name }) => name)).toEqual(['Good Wallet'])
  unregister()
  good.unregister()
  adapter.destroy()
})

it('reconnects a remembered wallet that registers shortly after the page starts', async () => {
  const wallet = createRigWallet(rig)
  const first = registerNodeStandardWallet(wallet, { name: 'Slow Wallet' })
  const storage = createMemoryStorage()
  const site = loadSite(rig, storage)
  await site.kit.ready
  await site.kit.connect({ connectorId: 'Slow Wallet' })
  site.adapter.destroy()
  first.unregister()

  const reloaded = loadSite(rig, storage)
  // The wallet-standard registry is global and the package's test files share it: unregister.
  let second: { unregister: () => void } | undefined
  onTestFinished(() => second?.unregister())
  setTimeout(() => {
    second = registerNodeStandardWallet(wallet, { name: 'Slow Wallet' })
  }, 100)
  await reloaded.kit.ready
  expect(reloaded.kit.getState().accounts.solana).toMatchObject({
    status: 'connected',
    address: wallet.address,
  })
  reloaded.adapter.destroy()
})
