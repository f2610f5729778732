import type { EmbeddedWalletConnector } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { createConfig, http } from '@wagmi/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EvmAdapter } from '../adapter/EvmAdapter.js'
import { installFakeWindow } from '../test-utils/fakeWindow.js'
import { embeddedWalletConnector } from './embeddedWalletConnector.js'

let rig: EvmRig
beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
})
afterAll(() => rig?.stop())

/** An embedded wallet whose provider only reads, through what the connector hands it. */
function readingWallet() {
  const reads: { chainId: number; method: string }[] = []
  const wallet: EmbeddedWalletConnector = {
    connectorId: 'latchkit-embedded',
    name: 'Email',
    eip155Provider: ({ chainIds, read }) => ({
      chainIds,
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        reads.push({ chainId: chainIds[0] ?? 0, method })
        return read(chainIds[0] ?? 0, method, params ?? [])
      },
      on: () => undefined,
      removeListener: () => undefined,
    }),
  }
  return { wallet, reads }
}

describe('the embedded wallet as a wagmi connector', () => {
  test('in a site’s own wagmi config it is listed as AUTH, and its reads go through that config’s transports', async () => {
    // wagmi's injected connector looks for its provider in a browser window.
    const page = installFakeWindow()
    const { wallet } = readingWallet()
    const { chain, rpcUrl } = rig.chains[0]
    const wagmiConfig = createConfig({
      chains: [chain],
      transports: { [chain.id]: http(rpcUrl) },
      connectors: [embeddedWalletConnector(wallet)],
    })
    const adapter = new EvmAdapter({ wagmiConfig })
    expect(adapter.getConnectors().filter((connector) => connector.type === 'AUTH')).toEqual([
      expect.objectContaining({ id: 'latchkit-embedded', name: 'Email', chainNamespaces: ['eip155'] }),
    ])
    const connector = wagmiConfig.connectors.find((entry) => entry.id === 'latchkit-embedded')
    const provider = (await connector?.getProvider()) as {
      request(arguments_: { method: string }): Promise<unknown>
    }
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe(`0x${chain.id.toString(16)}`)
    adapter.destroy()
    page.uninstall()
  })

  test('built by the adapter from its networks, it is the same AUTH connector', () => {
    const { wallet } = readingWallet()
    const adapter = new EvmAdapter({ networks: [rig.chains[0].chain], embeddedWallet: wallet })
    expect(adapter.getConnectors().map((connector) => [connector.id, connector.type])).toContainEqual([
      'latchkit-embedded',
      'AUTH',
    ])
    adapter.destroy()
  })
})
