import type { BlockExplorer, CaipNetworkId, Network } from '@latchkit/core'

/** A wallet-standard chain name of the Solana namespace (`solana:mainnet`) or a CAIP-2 id. */
export type SolanaChain = `solana:${string}`

/**
 * A Solana cluster as a LatchKit network. Its `id` is the first 32 characters of the cluster's
 * genesis hash, so `caipNetworkId` is the CAIP-2 id `solana:<genesis-hash prefix>`.
 */
export type SolanaNetwork = Network<'solana'> & {
  /**
   * The cluster's wallet-standard name (`solana:mainnet`, `solana:devnet`...), which most wallets
   * list instead of the CAIP-2 id. Wallets are asked for this chain unless they list the CAIP-2 id.
   */
  walletStandardChain?: SolanaChain | undefined
  /** The `cluster` query of explorer.solana.com and Solscan links (`devnet`, `testnet`, `custom`). */
  explorerCluster?: string | undefined
}

/** Solana's public explorer. */
const solanaExplorer: BlockExplorer = { name: 'Solana Explorer', url: 'https://explorer.solana.com' }

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** The length of the genesis-hash prefix in a Solana CAIP-2 id. */
const referenceLength = 32

/** What {@link defineSolanaNetwork} needs to describe a cluster. */
export type DefineSolanaNetworkParameters = {
  /**
   * The cluster's genesis hash (base58, from `getGenesisHash`), or its first 32 characters: the
   * CAIP-2 id uses only those.
   */
  genesisHash: string
  name: string
  /** The HTTP JSON-RPC endpoint. */
  rpcUrl: string
  /**
   * The WebSocket endpoint for subscriptions (transaction confirmations).
   * @default `rpcUrl` with http(s) replaced by ws(s), on the same port
   */
  wsUrl?: string | undefined
  walletStandardChain?: SolanaChain | undefined
  blockExplorer?: BlockExplorer | undefined
  explorerCluster?: string | undefined
  /** @default true (only mainnet holds value) */
  testnet?: boolean | undefined
}

/**
 * Describes a Solana cluster, for a private cluster or a local one (the test rig's LiteSVM).
 *
 * @example
 * const local = defineSolanaNetwork({
 *   genesisHash: await new Connection(rpcUrl).getGenesisHash(),
 *   name: 'Local cluster',
 *   rpcUrl: 'http://127.0.0.1:8899',
 *   wsUrl: 'ws://127.0.0.1:8900',
 * })
 */
export function defineSolanaNetwork(parameters: DefineSolanaNetworkParameters): SolanaNetwork {
  const id = parameters.genesisHash.slice(0, referenceLength)
  const wsUrl = parameters.wsUrl ?? parameters.rpcUrl.replace(/^http/, 'ws')
  return {
    id,
    caipNetworkId: `solana:${id}`,
    chainNamespace: 'solana',
    name: parameters.name,
    nativeCurrency: sol,
    rpcUrls: { default: { http: [parameters.rpcUrl], webSocket: [wsUrl] } },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
    testnet: parameters.testnet ?? true,
    walletStandardChain: parameters.walletStandardChain,
    explorerCluster: parameters.explorerCluster,
  }
}

/** Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). Pass `rpcUrls` to the adapter for your own RPC. */
export const solanaMainnet: SolanaNetwork = {
  ...defineSolanaNetwork({
    genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    rpcUrl: 'https://api.mainnet-beta.solana.com',
    walletStandardChain: 'solana:mainnet',
    blockExplorer: solanaExplorer,
  }),
  testnet: false,
}

/** Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet: SolanaNetwork = defineSolanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  walletStandardChain: 'solana:devnet',
  blockExplorer: solanaExplorer,
  explorerCluster: 'devnet',
})

/** Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). */
export const solanaTestnet: SolanaNetwork = defineSolanaNetwork({
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  walletStandardChain: 'solana:testnet',
  blockExplorer: solanaExplorer,
  explorerCluster: 'testnet',
})

/** The chains a wallet may list for `network`: its CAIP-2 id, then its wallet-standard name. */
export function walletChainsOf(network: SolanaNetwork): SolanaChain[] {
  const chains: SolanaChain[] = [network.caipNetworkId as CaipNetworkId<'solana'>]
  if (network.walletStandardChain) chains.push(network.walletStandardChain)
  return chains
}
