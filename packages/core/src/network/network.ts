import type { CaipNetworkId } from '../caip/caip.js'
import type { ChainNamespace } from './namespaces.js'

/** A network's native currency, as wallets describe it (EIP-3085). */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** RPC endpoints of a network; `default` is used unless the site configures another. */
export type RpcUrls = { default: { http: readonly string[]; webSocket?: readonly string[] } } & Record<
  string,
  { http: readonly string[]; webSocket?: readonly string[] }
>

/** A block explorer; `default` is used for address and transaction links. */
export type BlockExplorer = { name: string; url: string; apiUrl?: string }

/**
 * A network of any chain namespace (spec section 3). Its `caipNetworkId` is `namespace:id`.
 *
 * @example
 * const mainnet: Network<'eip155'> = {
 *   id: 1,
 *   caipNetworkId: 'eip155:1',
 *   chainNamespace: 'eip155',
 *   name: 'Ethereum',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['https://eth.example'] } },
 * }
 */
export type Network<namespace extends ChainNamespace = ChainNamespace> = {
  /** The chain reference: a number for EVM chains, a string (genesis hash prefix, …) elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId<namespace>
  chainNamespace: namespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: RpcUrls
  blockExplorers?: { default: BlockExplorer } & Record<string, BlockExplorer>
  /** Testnets show a balance of 0.00 worth (spec section 9). */
  testnet?: boolean
}
