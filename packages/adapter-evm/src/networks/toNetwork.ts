import { type CaipNetworkId, formatCaipNetworkId, type Network } from '@latchkit/core'
import type { Chain } from 'viem'

/** An EVM network as LatchKit's core knows it. */
export type EvmNetwork = Network<'eip155'>

/** The CAIP-2 id of an EVM chain id: `eip155:<id>`. */
export function toCaipNetworkId(chainId: number): CaipNetworkId<'eip155'> {
  return formatCaipNetworkId({ namespace: 'eip155', reference: chainId })
}

/**
 * Maps a viem `Chain` to a core `Network` (`caipNetworkId` `eip155:<id>`), keeping its RPC URLs,
 * native currency, block explorers and testnet flag.
 *
 * @example
 * toNetwork(mainnet).caipNetworkId // 'eip155:1'
 */
export function toNetwork(chain: Chain): EvmNetwork {
  return {
    id: chain.id,
    caipNetworkId: toCaipNetworkId(chain.id),
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: chain.rpcUrls,
    ...(chain.blockExplorers ? { blockExplorers: chain.blockExplorers } : {}),
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
  }
}

/** The numeric chain id of an EVM network (core types ids as `number | string`). */
export function chainIdOf(network: Pick<EvmNetwork, 'id'>): number {
  return Number(network.id)
}
