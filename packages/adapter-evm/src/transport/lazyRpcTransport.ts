import { type Chain, type EIP1193RequestFn, http, type Transport } from 'viem'
import { loadChainRpc } from '../adapter/lazyParts.js'
import type { ChainRpcOptions } from './chainRpcEndpoints.js'

/**
 * The transport of a chain the adapter reads through its own choice of URLs (`createChainTransports`).
 * Its code is a lazy part (`startChainRpc`): the chain's first request downloads it and starts what
 * serves every later request of every client and connector of the chain, with spec section 9's
 * retries and, for several URLs, their ranking. Making clients from it, as a page's wagmi hooks do
 * while it renders, sends and loads nothing.
 *
 * What viem and wagmi read of a transport without sending anything is here at once: it is an HTTP
 * transport (so viem polls for blocks), and its `value.url` is the site's first URL for the chain,
 * else the chain's public one. wagmi's wallet connectors (WalletConnect, MetaMask, Coinbase) give
 * that URL to wallets as their RPC map, as the kit's own WalletConnect sessions give the chain's
 * public URL; the provider host, with the project id, is for the adapter's own requests.
 */
export function lazyRpcTransport(chain: Chain, rpc: ChainRpcOptions): Transport<'http'> {
  let served: ReturnType<Transport> | undefined
  return (parameters) => {
    const request: EIP1193RequestFn = async (args, options) => {
      const { startChainRpc } = await loadChainRpc()
      served ??= startChainRpc(chain, rpc, parameters, http)
      return served.request(args, options)
    }
    return {
      config: { key: 'http', name: 'HTTP JSON-RPC', type: 'http', request },
      request,
      value: { url: rpc.siteUrls?.[0] ?? chain.rpcUrls.default.http[0] },
    }
  }
}
