import { createConfig, http } from '@wagmi/core'
import { base, mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { EvmAdapter } from './EvmAdapter.js'

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
