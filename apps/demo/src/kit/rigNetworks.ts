import { defineSolanaNetwork, type SolanaNetwork } from '@latchkit/adapter-solana'
import { type Chain, defineChain } from 'viem'
import type { DemoRig, RigEvmChain } from '../rig/readRig.js'

/** A rig anvil chain as a viem chain, with its RPC URL, multicall and ENS resolver. */
export function toViemChain(chain: RigEvmChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: {
      multicall3: { address: chain.multicall3 },
      ensUniversalResolver: { address: chain.ensUniversalResolver },
    },
    testnet: true,
  })
}

/** The rig's LiteSVM cluster as a Solana network. */
export function toSolanaNetwork(solana: DemoRig['solana']): SolanaNetwork {
  return defineSolanaNetwork({
    genesisHash: solana.caipNetworkId.slice('solana:'.length),
    name: 'Rig Solana',
    rpcUrl: solana.rpcUrl,
    wsUrl: solana.wsUrl,
    walletStandardChain: solana.caipNetworkId,
  })
}
