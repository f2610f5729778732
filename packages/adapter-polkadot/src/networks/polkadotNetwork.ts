import type { BlockExplorer, Network } from '@latchkit/core'

/** What the adapter needs of a Polkadot-family network beyond a LatchKit network's fields. */
export type PolkadotNetworkParameters = {
  /** The whole genesis hash (`0x` and 64 hex characters, lower case). */
  genesisHash: `0x${string}`
  /** The SS58 address prefix accounts are written in on this network (0 Polkadot, 2 Kusama, 42 generic). */
  ss58Prefix: number
}

/**
 * A Polkadot-family network (a relay chain or a parachain) as a LatchKit network. Its `id` is the
 * first 32 hex characters of the genesis hash, so `caipNetworkId` is the CAIP-2 id
 * `polkadot:<prefix>`. `rpcUrls.default.webSocket[0]` is the node the adapter reads and submits
 * through (`wss://`).
 */
export type PolkadotNetwork = Network<'polkadot'> & { polkadot: PolkadotNetworkParameters }

/** The length of the genesis-hash prefix in a `polkadot` CAIP-2 id. */
const referenceLength = 32

/** What {@link definePolkadotNetwork} needs to describe a network. */
export type DefinePolkadotNetworkParameters = {
  /** The genesis hash (`chain_getBlockHash(0)`), `0x` and 64 hex characters. */
  genesisHash: string
  name: string
  /** The node's WebSocket URL (`wss://`, or `ws://` for a local node). */
  rpcUrl: string
  /** The SS58 prefix (the chain's `ss58Format` property). */
  ss58Prefix: number
  /** The native token's decimals (the chain's `tokenDecimals`). */
  decimals: number
  /** The native token's symbol (the chain's `tokenSymbol`). */
  symbol: string
  /** An explorer whose account pages are `<url>/account/<address>` (Subscan, Statescan). */
  blockExplorer?: BlockExplorer | undefined
  /** @default true (only the built-in Polkadot, Kusama and their Asset Hubs hold value) */
  testnet?: boolean | undefined
}

/**
 * Describes a Polkadot-family network: a parachain, a private chain, or a local node.
 *
 * @example
 * const local = definePolkadotNetwork({
 *   genesisHash: '0x…', // chain_getBlockHash(0)
 *   name: 'Local chain',
 *   rpcUrl: 'ws://127.0.0.1:9944',
 *   ss58Prefix: 42,
 *   decimals: 12,
 *   symbol: 'UNIT',
 * })
 */
export function definePolkadotNetwork(parameters: DefinePolkadotNetworkParameters): PolkadotNetwork {
  const genesisHash = parameters.genesisHash.toLowerCase() as `0x${string}`
  const id = genesisHash.slice(2, 2 + referenceLength)
  return {
    id,
    caipNetworkId: `polkadot:${id}`,
    chainNamespace: 'polkadot',
    name: parameters.name,
    nativeCurrency: { name: parameters.symbol, symbol: parameters.symbol, decimals: parameters.decimals },
    rpcUrls: { default: { http: [], webSocket: [parameters.rpcUrl] } },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
    testnet: parameters.testnet ?? true,
    polkadot: { genesisHash, ss58Prefix: parameters.ss58Prefix },
  }
}

/** The WebSocket URL the adapter reaches `network` through. */
export const rpcUrlOf = (network: PolkadotNetwork): string => network.rpcUrls.default.webSocket?.[0] ?? ''
