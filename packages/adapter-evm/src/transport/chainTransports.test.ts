import { createLatchKit, createMemoryStorage, type Logger } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { extractRpcUrls } from '@wagmi/core'
import { http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmAdapterOptions } from '../adapter/evmAdapterOptions.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { nodeBalance, pathOf, type Registry, startRegistry } from '../test-utils/rigRpc.js'

// Which server a site's chain reads reach: its own URLs, else the provider RPC host (the rig's
// registry, forwarding to anvil) and the chain's public URL behind it.

const projectId = 'rig-project'
const quietLogger: Logger = { warn: () => undefined, error: () => undefined }
let rig: EvmRig
let registry: Registry
const adapters: EvmAdapter[] = []

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
  // The provider serves chain A only, as the real one serves only its supported chains.
  registry = await startRegistry({
    evmChains: rig.chains,
    projectId,
    supportedChains: { http: ['eip155:31337'], ws: [] },
  })
})
afterAll(async () => {
  for (const adapter of adapters) adapter.destroy()
  await registry?.stop()
  await rig?.stop()
})

function siteAdapter(options: Partial<EvmAdapterOptions>): EvmAdapter {
  const adapter = new EvmAdapter({
    networks: [rig.chains[0].chain, rig.chains[1].chain],
    storage: null,
    projectId,
    blockchainApiUrl: registry.url,
    ...options,
  })
  adapters.push(adapter)
  return adapter
}
const address = () => rig.accounts[1]?.address ?? '0x'
const balanceOn = (adapter: EvmAdapter, index: 0 | 1) =>
  adapter.getBalance({ address: address(), network: adapter.networks[index] as EvmNetwork })

describe("a site's own RPC", () => {
  it('its URL wins over the provider host, and so does its own transport', async () => {
    const byUrl = siteAdapter({ rpcUrls: { 31337: registry.rpcUrl('site-url', 31337) } })
    const byTransport = siteAdapter({ transports: { 31337: http(registry.rpcUrl('site-transport', 31337)) } })
    const expected = await nodeBalance(rig, 0, address())
    registry.clearRequests()

    expect(await balanceOn(byUrl, 0)).toEqual({ balance: expected, symbol: 'ETH' })
    expect(await balanceOn(byTransport, 0)).toEqual({ balance: expected, symbol: 'ETH' })
    expect(registry.rpcCallsTo('/rpc/site-url/31337', 'eth_getBalance')).toHaveLength(1)
    expect(registry.rpcCallsTo('/rpc/site-transport/31337', 'eth_getBalance')).toHaveLength(1)
    expect(registry.requestsTo('/v1/')).toEqual([])
  })
})

describe('with a project id and no URL of the site', () => {
  it('reads go to the provider RPC host with the chain and the project id', async () => {
    const adapter = siteAdapter({})
    registry.clearRequests()
    expect(await balanceOn(adapter, 0)).toEqual({
      balance: await nodeBalance(rig, 0, address()),
      symbol: 'ETH',
    })
    const [read, ...more] = registry.rpcCallsTo('/v1/', 'eth_getBalance')
    expect(more).toEqual([])
    expect(read?.query.get('chainId')).toBe('eip155:31337')
    expect(read?.query.get('projectId')).toBe(projectId)
  })

  it('a chain the provider does not serve reads from its public URL, after one refused request', async () => {
    const adapter = siteAdapter({})
    registry.clearRequests()
    expect(await balanceOn(adapter, 1)).toEqual({
      balance: await nodeBalance(rig, 1, address()),
      symbol: 'ETH',
    })
    // A 400 is not retried: the provider saw the read once, and the chain's own node answered it.
    const refused = registry.rpcCallsTo('/v1/', 'eth_getBalance')
    expect(refused.map((request) => request.query.get('chainId'))).toEqual(['eip155:31338'])
  })
})

describe('before the visitor acts', () => {
  it('building the adapter and the kit sends no request for 5 s; ranking starts with the first read', async () => {
    const quiet = await startRegistry({ evmChains: rig.chains, projectId })
    try {
      const urls = [quiet.rpcUrl('first', 31337), quiet.rpcUrl('second', 31337)]
      const adapter = siteAdapter({ rpcUrls: { 31337: urls }, blockchainApiUrl: quiet.url })
      const kit = createLatchKit({
        adapters: [adapter],
        networks: adapter.networks,
        projectId,
        walletRegistryUrl: quiet.url,
        blockchainApiUrl: quiet.url,
        storage: createMemoryStorage(),
        logger: quietLogger,
      })
      await kit.ready
      // A page's wagmi hooks make the chain's client as they render (`usePublicClient`), and
      // connectors call the chain's transport: neither is a request, so neither starts the ranking.
      adapter.wagmiConfig.getClient({ chainId: 31337 })
      adapter.wagmiConfig._internal.transports[31337]?.({ chain: rig.chains[0].chain })
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      expect(quiet.requests.map((request) => request.path)).toEqual([])

      await balanceOn(adapter, 0)
      // Both URLs are pinged from then on (eth_blockNumber), the read went to the first.
      await expect
        .poll(() => urls.map((url) => quiet.rpcCallsTo(pathOf(url), 'eth_blockNumber').length > 0))
        .toEqual([true, true])
      expect(quiet.rpcCallsTo(pathOf(urls[0] ?? ''), 'eth_getBalance')).toHaveLength(1)
    } finally {
      await quiet.stop()
    }
  })
})

describe('what wallet connectors read of a transport', () => {
  // wagmi's own connectors (WalletConnect, MetaMask, Coinbase) give wallets an RPC map read from
  // the config's transports with `extractRpcUrls`, as they are made: nothing may be sent for it.
  it("is the site's first URL for the chain, else the chain's public URL", () => {
    const siteUrls = [registry.rpcUrl('mapped-first', 31337), registry.rpcUrl('mapped-second', 31337)]
    const { wagmiConfig } = siteAdapter({ rpcUrls: { 31337: siteUrls } })
    registry.clearRequests()
    const rpcMap = wagmiConfig.chains.map((chain) =>
      extractRpcUrls({ chain, transports: wagmiConfig._internal.transports }),
    )
    expect(rpcMap).toEqual([[siteUrls[0]], [rig.chains[1].chain.rpcUrls.default.http[0]]])
    expect(registry.requests).toEqual([])
  })
})

describe('options the adapter cannot use', () => {
  it('says what is wrong', () => {
    const build = (options: Partial<EvmAdapterOptions>) => () => siteAdapter(options)
    expect(build({ rpcUrls: { 1: 'https://eth.example' } })).toThrow(
      '`rpcUrls` has chain 1, which is not among `networks`.',
    )
    expect(build({ rpcUrls: { 31337: 'http://a.example' }, transports: { 31337: http() } })).toThrow(
      'Chain 31337 has both a transport and `rpcUrls`: give one.',
    )
    expect(build({ rpcUrls: { 31337: [] } })).toThrow('`rpcUrls` of chain 31337 is empty.')
    expect(build({ rpcUrls: { 31337: 'wss://a.example' } })).toThrow(
      '`rpcUrls` of chain 31337: wss://a.example is not an http(s) URL.',
    )
  })
})
