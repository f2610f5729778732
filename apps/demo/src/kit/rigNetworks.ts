import { type BitcoinNetwork, defineBitcoinNetwork } from '@latchkit/adapter-bitcoin'
import { definePolkadotNetwork, type PolkadotNetwork } from '@latchkit/adapter-polkadot'
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

/** The rig's litecoind regtest as a Bitcoin-family network, read through its Esplora-shaped API. */
export function toBitcoinNetwork(bitcoin: DemoRig['bitcoin']): BitcoinNetwork {
  return defineBitcoinNetwork({
    genesisHash: bitcoin.genesisHash,
    name: 'Rig Litecoin regtest',
    esploraUrl: bitcoin.esploraUrl,
    parameters: bitcoin.parameters,
    nativeCurrency: { name: 'Litecoin', symbol: 'LTC', decimals: 8 },
    walletNetworkNames: { walletStandard: 'bitcoin:regtest', satsConnect: 'Regtest' },
  })
}

/** The rig's chopsticks chain as a Polkadot-family network. */
export function toPolkadotNetwork(polkadot: DemoRig['polkadot']): PolkadotNetwork {
  return definePolkadotNetwork({
    genesisHash: polkadot.genesisHash,
    name: 'Rig Polkadot (chopsticks)',
    rpcUrl: polkadot.wsUrl,
    ss58Prefix: polkadot.ss58Prefix,
    decimals: polkadot.decimals,
    symbol: polkadot.symbol,
  })
}
