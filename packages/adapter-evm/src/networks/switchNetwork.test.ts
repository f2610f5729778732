import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { defineChain } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import { createRigAdapter, createRigWallet, testWalletInfo } from '../test-utils/evmTestSetup.js'
import { announceWallet, type FakeWindow, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { NodeWallet } from '../test-utils/nodeWallet.js'

const connectorId = testWalletInfo.rdns

let rig: EvmRig
let page: { window: FakeWindow; uninstall: () => void }
let adapter: EvmAdapter | undefined

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
})
afterAll(() => rig?.stop())
beforeEach(() => {
  page = installFakeWindow()
})
afterEach(() => {
  adapter?.destroy()
  adapter = undefined
  page.uninstall()
})

/** A connected adapter on chain 31337 and the wallet behind it. */
async function connected(wallet: NodeWallet) {
  announceWallet(page.window, testWalletInfo, wallet.provider)
  adapter = createRigAdapter(rig)
  await adapter.connect({ connectorId })
  return { adapter, ...networksOf(adapter) }
}

function networksOf(adapter: EvmAdapter) {
  const [chainA, chainB] = adapter.networks
  if (!chainA || !chainB) throw new Error('The adapter has two networks.')
  return { chainA, chainB }
}

describe('switchNetwork', () => {
  it('switches the wallet between 31337 and 31338, and the kit and wagmi follow', async () => {
    const wallet = createRigWallet(rig)
    const { adapter, chainA, chainB } = await connected(wallet)
    const changes: string[] = []
    adapter.emitter.on('chainChanged', ({ caipNetworkId }) => changes.push(caipNetworkId))

    await adapter.switchNetwork({ connectorId, network: chainB })
    expect(wallet.chainId).toBe(31338)
    expect(adapter.wagmiConfig.state.chainId).toBe(31338)
    await adapter.switchNetwork({ connectorId, network: chainA })
    expect(wallet.chainId).toBe(31337)
    expect(changes).toEqual(['eip155:31338', 'eip155:31337'])
    expect(wallet.methods).not.toContain('wallet_addEthereumChain')
  })

  it('adds a network the wallet does not know (4902), then it is on it', async () => {
    const wallet = createRigWallet(rig, { knownChainIds: [31337] })
    const { adapter, chainB } = await connected(wallet)
    await adapter.switchNetwork({ connectorId, network: chainB })
    expect(wallet.chainId).toBe(31338)
    expect(wallet.methods.filter((method) => method.startsWith('wallet_'))).toEqual([
      'wallet_requestPermissions',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ])
    expect(adapter.wagmiConfig.state.connections.get(adapter.wagmiConfig.state.current ?? '')?.chainId).toBe(
      31338,
    )
  })

  it.each([5000, 32603, -32603])('also adds the network when the wallet answers %i', async (code) => {
    const wallet = createRigWallet(rig, { knownChainIds: [31337], unknownChainErrorCode: code })
    const { adapter, chainB } = await connected(wallet)
    await adapter.switchNetwork({ connectorId, network: chainB })
    expect(wallet.chainId).toBe(31338)
    expect(wallet.methods).toContain('wallet_addEthereumChain')
  })

  it('turns a refused switch into UserRejectedRequestError, and a retry succeeds', async () => {
    const wallet = createRigWallet(rig)
    const { adapter, chainB } = await connected(wallet)
    wallet.rejectNext('switchChain')
    await expect(adapter.switchNetwork({ connectorId, network: chainB })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(wallet.chainId).toBe(31337)
    await adapter.switchNetwork({ connectorId, network: chainB })
    expect(wallet.chainId).toBe(31338)
  })

  it('turns a refused addition into UserRejectedRequestError', async () => {
    const wallet = createRigWallet(rig, { knownChainIds: [31337] })
    const { adapter, chainB } = await connected(wallet)
    wallet.rejectNext('addChain')
    await expect(adapter.switchNetwork({ connectorId, network: chainB })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(wallet.chainId).toBe(31337)
  })

  it("reports 'Chain is not supported' when the wallet cannot add the network", async () => {
    const wallet = createRigWallet(rig, { knownChainIds: [31337] })
    announceWallet(page.window, testWalletInfo, wallet.provider)
    const unreachable = defineChain({
      id: 31339,
      name: 'Nowhere',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
    })
    adapter = createRigAdapter(rig, { networks: [rig.chains[0].chain, unreachable] })
    await adapter.connect({ connectorId })
    const error = await adapter
      .switchNetwork({ connectorId, network: networksOf(adapter).chainB })
      .catch((caught) => caught)
    expect(error).toMatchObject({ name: 'ChainNotSupportedError', shortMessage: 'Chain is not supported' })
    expect(wallet.chainId).toBe(31337)
  })

  it('refuses a connector that is not connected', async () => {
    const wallet = createRigWallet(rig)
    announceWallet(page.window, testWalletInfo, wallet.provider)
    adapter = createRigAdapter(rig)
    await expect(
      adapter.switchNetwork({ connectorId, network: networksOf(adapter).chainB }),
    ).rejects.toMatchObject({ name: 'ConnectorNotConnectedError' })
  })
})
