import type { ChainNamespace, Network } from '@latchkit/core'

/**
 * A network for in-memory tests. Its RPC URL points nowhere: the test adapter never dials it.
 *
 * @example
 * const chain = createTestNetwork({ namespace: 'eip155', id: 1, name: 'Test Ethereum', symbol: 'ETH' })
 */
export function createTestNetwork<namespace extends ChainNamespace>(parameters: {
  namespace: namespace
  id: number | string
  name: string
  symbol: string
  decimals?: number
  explorerUrl?: string
  testnet?: boolean
}): Network<namespace> {
  return {
    id: parameters.id,
    caipNetworkId: `${parameters.namespace}:${parameters.id}`,
    chainNamespace: parameters.namespace,
    name: parameters.name,
    nativeCurrency: {
      name: parameters.symbol,
      symbol: parameters.symbol,
      decimals: parameters.decimals ?? 18,
    },
    rpcUrls: { default: { http: [`http://127.0.0.1:9/${parameters.namespace}/${parameters.id}`] } },
    ...(parameters.explorerUrl
      ? { blockExplorers: { default: { name: `${parameters.name} explorer`, url: parameters.explorerUrl } } }
      : {}),
    ...(parameters.testnet === undefined ? {} : { testnet: parameters.testnet }),
  }
}

/** Two EVM networks and two Solana networks for tests. */
export const testNetworks = {
  ethereum: createTestNetwork({
    namespace: 'eip155',
    id: 1,
    name: 'Test Ethereum',
    symbol: 'ETH',
    explorerUrl: 'https://explorer.test',
  }),
  optimism: createTestNetwork({ namespace: 'eip155', id: 10, name: 'Test Optimism', symbol: 'ETH' }),
  solana: createTestNetwork({
    namespace: 'solana',
    id: 'testnetgenesis',
    name: 'Test Solana',
    symbol: 'SOL',
    decimals: 9,
  }),
  solanaDevnet: createTestNetwork({
    namespace: 'solana',
    id: 'devnetgenesis',
    name: 'Test Solana Devnet',
    symbol: 'SOL',
    decimals: 9,
  }),
} as const
