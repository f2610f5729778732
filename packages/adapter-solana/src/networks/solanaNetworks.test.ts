import { parseCaipNetworkId } from '@latchkit/core'
import { expect, it } from 'vitest'
import { addressExplorerUrl } from '../account/addressExplorerUrl.js'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { defineSolanaNetwork, solanaDevnet, solanaMainnet, solanaTestnet } from './solanaNetworks.js'

const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

it('names the public clusters by CAIP-2 id (solana: and the genesis-hash prefix)', () => {
  expect([solanaMainnet, solanaDevnet, solanaTestnet].map((network) => network.caipNetworkId)).toEqual([
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  ])
  expect(parseCaipNetworkId(solanaMainnet.caipNetworkId)).toEqual({
    namespace: 'solana',
    reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  })
  expect(solanaMainnet).toMatchObject({ testnet: false, nativeCurrency: { symbol: 'SOL', decimals: 9 } })
  expect(solanaDevnet.testnet).toBe(true)
})

it('describes a local cluster from its full genesis hash and endpoints', () => {
  const local = defineSolanaNetwork({
    genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC',
    name: 'Local',
    rpcUrl: 'http://127.0.0.1:8899',
  })
  expect(local.caipNetworkId).toBe('solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69')
  expect(local.rpcUrls.default).toEqual({
    http: ['http://127.0.0.1:8899'],
    webSocket: ['ws://127.0.0.1:8899'],
  })
})

it('honours custom RPC URLs per network', () => {
  const adapter = new SolanaAdapter({
    networks: [solanaMainnet, solanaDevnet],
    rpcUrls: {
      [solanaMainnet.caipNetworkId]: 'https://rpc.example',
      [solanaDevnet.caipNetworkId]: { http: 'https://dev.example', webSocket: 'wss://dev-ws.example' },
    },
    walletStandard: false,
  })
  expect(adapter.networks.map((network) => network.rpcUrls.default)).toEqual([
    { http: ['https://rpc.example'], webSocket: ['wss://rpc.example'] },
    { http: ['https://dev.example'], webSocket: ['wss://dev-ws.example'] },
  ])
})

it('refuses options it cannot work with', () => {
  const build = (options: ConstructorParameters<typeof SolanaAdapter>[0]) => () => new SolanaAdapter(options)
  expect(build({ networks: [] as never })).toThrow('At least one network is required')
  expect(build({ networks: [solanaMainnet, solanaMainnet] })).toThrow('is listed twice')
  expect(build({ networks: [{ ...solanaMainnet, chainNamespace: 'eip155' as never }] })).toThrow(
    'is not a Solana network',
  )
  expect(
    build({ networks: [solanaMainnet], rpcUrls: { [solanaDevnet.caipNetworkId]: 'https://x' } }),
  ).toThrow('which is not among the networks')
})

it('links addresses to the explorer of their cluster', () => {
  expect(addressExplorerUrl({ address, network: solanaMainnet })).toBe(
    `https://explorer.solana.com/address/${address}`,
  )
  expect(addressExplorerUrl({ address, network: solanaDevnet })).toBe(
    `https://explorer.solana.com/address/${address}?cluster=devnet`,
  )
  const local = defineSolanaNetwork({
    genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
    name: 'Local',
    rpcUrl: 'http://127.0.0.1:8899',
    blockExplorer: { name: 'Solana Explorer', url: 'https://explorer.solana.com' },
    explorerCluster: 'custom',
  })
  expect(addressExplorerUrl({ address, network: local })).toBe(
    `https://explorer.solana.com/address/${address}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
  )
  expect(addressExplorerUrl({ address, network: { ...local, blockExplorers: undefined } })).toBeUndefined()
})
