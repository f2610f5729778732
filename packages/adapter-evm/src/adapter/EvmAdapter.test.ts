import { createConfig, http } from '@wagmi/core'
import { base, mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { EvmAdapter } from './EvmAdapter.js'

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('new EvmAdapter', () => {
  it("maps the site's viem chains to core networks and builds a wagmi config on them", () => {
    const adapter = new EvmAdapter({ networks: [mainnet, sepolia] })
    expect(adapter.namespace).toBe('eip155')
    expect(
      adapter.networks.map(({ caipNetworkId, name, testnet }) => ({ caipNetworkId, name, testnet })),
    ).toEqual([
      { caipNetworkId: 'eip155:1', name: 'Ethereum', testnet: undefined },
      { caipNetworkId: 'eip155:11155111', name: 'Sepolia', testnet: true },
    ])
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([1, 11155111])
    // Without a page (SSR, Node) there is no injected wallet to list.
    expect(adapter.getConnectors()).toEqual([])
    adapter.destroy()
  })

  it("uses the site's own wagmi config, and its chains when no networks are given", () => {
    const wagmiConfig = createConfig({
      chains: [base, mainnet],
      transports: { [base.id]: http(), [mainnet.id]: http() },
    })
    const adapter = new EvmAdapter({ wagmiConfig })
    expect(adapter.wagmiConfig).toBe(wagmiConfig)
    expect(adapter.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:8453', 'eip155:1'])
    adapter.destroy()
  })

  it.each([
    ['no networks', {}, 'Pass `networks` (viem chains), or a `wagmiConfig` of your own.'],
    ['a chain listed twice', { networks: [mainnet, mainnet] }, 'Chain 1 is listed twice in `networks`.'],
    [
      'a transport for a chain that is not a network',
      { networks: [mainnet], transports: { [base.id]: http() } },
      '`transports` has chain 8453, which is not among `networks`.',
    ],
    [
      'build options next to a wagmi config',
      {
        wagmiConfig: createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } }),
        transports: { [mainnet.id]: http() },
      },
      '`transports` only apply when the adapter builds the wagmi config; set them on your `wagmiConfig` instead.',
    ],
    [
      'a network missing from the wagmi config',
      {
        wagmiConfig: createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } }),
        networks: [base],
      },
      'Network Base (8453) is not among the chains of `wagmiConfig`.',
    ],
  ] as const)('refuses %s with a typed error', (_, options, details) => {
    expect(() => new EvmAdapter(options)).toThrow(
      expect.objectContaining({
        name: 'EvmAdapterOptionsError',
        shortMessage: 'Invalid EvmAdapter options',
        details,
      }),
    )
  })
})

describe("the wallet actions' options", () => {
  const address = '0x000000000000000000000000000000000000bEEF'
  it.each([
    [
      'a token listed on a chain that is not a network',
      { tokens: [{ chainId: base.id, address: usdc }] },
      '`tokens[0]` is on chain 8453, which is not among the networks.',
    ],
    [
      'a token address that is not one',
      { tokens: [{ chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4' }] },
      '`tokens[0]`.address is not an address: 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4.',
    ],
    [
      'a token listed twice',
      {
        tokens: [
          { chainId: 1, address: usdc },
          { chainId: 1, address: usdc.toLowerCase() },
        ],
      },
      `\`tokens[1]\` lists ${usdc.toLowerCase()} on chain 1 again.`,
    ],
    [
      'token decimals out of range',
      { tokens: [{ chainId: 1, address: usdc, decimals: 256 }] },
      '`tokens[0]`.decimals must be a whole number from 0 to 255; got 256.',
    ],
  ] as const)('refuses %s when balances are first read, before any request', async (_, options, details) => {
    const requested: string[] = []
    const adapter = new EvmAdapter({
      networks: [mainnet],
      transports: {
        [mainnet.id]: http('https://rpc.invalid', {
          onFetchRequest: (request) => void requested.push(request.url),
        }),
      },
      ...options,
    })
    const [network] = adapter.networks as [EvmNetwork]
    await expect(adapter.getTokenBalances({ address, network })).rejects.toMatchObject({
      name: 'EvmAdapterOptionsError',
      details,
    })
    expect(requested).toEqual([])
    adapter.destroy()
  })

  it.each([
    [
      'an explorer API for a chain that is not a network',
      { [base.id]: 'https://base.blockscout.com/api' },
      '`explorerApiUrls` has chain 8453, which is not among the networks.',
    ],
    [
      'an explorer API URL that is not http(s)',
      { 1: 'ftp://eth.example/api' },
      '`explorerApiUrls[1]` is not an http(s) URL: ftp://eth.example/api.',
    ],
  ] as const)('refuses %s when history is first read', async (_, explorerApiUrls, details) => {
    const adapter = new EvmAdapter({ networks: [mainnet], explorerApiUrls })
    const [network] = adapter.networks as [EvmNetwork]
    await expect(adapter.getTransactions({ address, network })).rejects.toMatchObject({
      name: 'EvmAdapterOptionsError',
      details,
    })
    adapter.destroy()
  })

  it("has history on a network whose chain names an explorer API (viem's mainnet does), or that the site gave one", () => {
    const { blockExplorers: _, ...withoutExplorer } = base
    const adapter = new EvmAdapter({
      networks: [mainnet, withoutExplorer, sepolia],
      explorerApiUrls: { [sepolia.id]: 'https://eth-sepolia.blockscout.com/api' },
    })
    const [onMainnet, onBase, onSepolia] = adapter.networks as [EvmNetwork, EvmNetwork, EvmNetwork]
    expect(adapter.hasTransactionHistory(onMainnet)).toBe(true)
    expect(adapter.hasTransactionHistory(onBase)).toBe(false)
    expect(adapter.hasTransactionHistory(onSepolia)).toBe(true)
    expect(adapter.hasTransactionHistory({ ...onMainnet, id: 10, caipNetworkId: 'eip155:10' })).toBe(false)
    adapter.destroy()
  })
})

describe('isAddress', () => {
  const adapter = new EvmAdapter({ networks: [mainnet] })
  const [network] = adapter.networks as [EvmNetwork]
  const isAddress = (address: string) => adapter.isAddress({ address, network })

  it('accepts a checksummed or lower-case address, around spaces', () => {
    expect(isAddress(usdc)).toBe(true)
    expect(isAddress(usdc.toLowerCase())).toBe(true)
    expect(isAddress(` ${usdc} `)).toBe(true)
  })

  it('refuses a mixed-case address with a wrong checksum, and what is not an address', () => {
    expect(isAddress(usdc.replace('A0b8', 'a0B8'))).toBe(false)
    for (const value of ['', 'vitalik.eth', usdc.slice(0, -1), `${usdc}0`, usdc.slice(2)])
      expect(isAddress(value), value).toBe(false)
  })
})
