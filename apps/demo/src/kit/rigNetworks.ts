import { defineSolanaNetwork, type SolanaNetwork } from '@latchkit/adapter-solana'
import type { DemoRig } from '../rig/readRig.js'

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
