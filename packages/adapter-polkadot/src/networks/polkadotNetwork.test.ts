import { describe, expect, it } from 'vitest'
import { resolveNetworks } from '../adapter/resolveNetworks.js'
import { PolkadotAdapterOptionsError } from '../errors/optionsErrors.js'
import { kusama, kusamaAssetHub, paseo, polkadot, polkadotAssetHub, westend } from './builtInNetworks.js'
import { definePolkadotNetwork, rpcUrlOf } from './polkadotNetwork.js'

const local = {
  genesisHash: `0x${'AB'.repeat(32)}`,
  name: 'Local chain',
  rpcUrl: 'ws://127.0.0.1:9944',
  ss58Prefix: 42,
  decimals: 12,
  symbol: 'UNIT',
}

describe('Polkadot networks', () => {
  it('are CAIP-2 polkadot ids of their genesis hashes, with their prefix, token and wss RPC', () => {
    expect(
      [polkadot, kusama, polkadotAssetHub, kusamaAssetHub, paseo, westend].map((network) => [
        network.caipNetworkId,
        network.polkadot.ss58Prefix,
        `${network.nativeCurrency.decimals} ${network.nativeCurrency.symbol}`,
        network.testnet,
      ]),
    ).toEqual([
      ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 0, '10 DOT', false],
      ['polkadot:b0a8d493285c2df73290dfb7e61f870f', 2, '12 KSM', false],
      ['polkadot:68d56f15f85d3136970ec16946040bc1', 0, '10 DOT', false],
      ['polkadot:48239ef607d7928874027a43a6768920', 2, '12 KSM', false],
      ['polkadot:77afd6190f1554ad45fd0d31aee62aac', 42, '10 PAS', true],
      ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e', 42, '12 WND', true],
    ])
    for (const network of [polkadot, kusama, polkadotAssetHub, kusamaAssetHub, paseo, westend]) {
      expect(rpcUrlOf(network)).toMatch(/^wss:\/\//)
      expect(network.rpcUrls.default.http).toEqual([])
      expect(network.caipNetworkId).toBe(`polkadot:${network.polkadot.genesisHash.slice(2, 34)}`)
    }
  })

  it("a site's own network is configuration: its genesis hash (any case), node, prefix and token", () => {
    const network = definePolkadotNetwork({
      ...local,
      blockExplorer: { name: 'Explorer', url: 'https://x.example' },
    })
    expect(network).toMatchObject({
      id: 'ab'.repeat(16),
      caipNetworkId: `polkadot:${'ab'.repeat(16)}`,
      chainNamespace: 'polkadot',
      nativeCurrency: { name: 'UNIT', symbol: 'UNIT', decimals: 12 },
      rpcUrls: { default: { http: [], webSocket: ['ws://127.0.0.1:9944'] } },
      blockExplorers: { default: { name: 'Explorer', url: 'https://x.example' } },
      testnet: true,
      polkadot: { genesisHash: `0x${'ab'.repeat(32)}`, ss58Prefix: 42 },
    })
    const [served] = resolveNetworks({
      networks: [network],
      rpcUrls: { [network.caipNetworkId]: 'wss://node.example' },
    })
    expect(served && rpcUrlOf(served)).toBe('wss://node.example')
  })

  it('the adapter refuses no networks, another namespace, duplicates, unusable parameters and stray rpcUrls', () => {
    const refused = (options: Parameters<typeof resolveNetworks>[0], message: string | RegExp) => {
      expect(() => resolveNetworks(options)).toThrow(PolkadotAdapterOptionsError)
      expect(() => resolveNetworks(options)).toThrow(message)
    }
    refused({ networks: [] }, 'At least one network is required')
    refused(
      { networks: [{ ...polkadot, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' } as never] },
      /not a Polkadot network/,
    )
    refused({ networks: [polkadot, polkadot] }, 'listed twice')
    refused({ networks: [definePolkadotNetwork({ ...local, genesisHash: '0x1234' })] }, /genesis hash/)
    refused({ networks: [definePolkadotNetwork({ ...local, ss58Prefix: 46 })] }, /SS58 prefix 46/)
    refused({ networks: [definePolkadotNetwork({ ...local, ss58Prefix: 16384 })] }, /SS58 prefix/)
    refused({ networks: [definePolkadotNetwork({ ...local, decimals: 1.5 })] }, /decimals/)
    refused(
      { networks: [definePolkadotNetwork({ ...local, rpcUrl: 'https://node.example' })] },
      /ws:\/\/ or wss:\/\//,
    )
    refused(
      { networks: [polkadot], rpcUrls: { [kusama.caipNetworkId]: 'wss://x.example' } },
      /not among the networks/,
    )
    refused({ networks: [polkadot], rpcUrls: { [polkadot.caipNetworkId]: 'http://x.example' } }, /ws:\/\//)
  })
})
