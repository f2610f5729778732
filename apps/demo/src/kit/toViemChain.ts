import { type Chain, defineChain } from 'viem'
import type { RigEvmChain } from '../rig/readRig.js'

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
