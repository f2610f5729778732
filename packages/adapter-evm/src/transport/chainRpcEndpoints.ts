import type { Chain } from 'viem'
import { defaultBlockchainApiUrl } from '../constants.js'
import { providerRpcUrl } from './providerRpcUrl.js'

/** One RPC URL of a chain, and whether it is the provider RPC host. */
export type ChainRpcEndpoint = { url: string; isProvider: boolean }

/** What decides a chain's RPC URLs besides the chain itself. */
export type ChainRpcOptions = {
  /** The site's own URLs for the chain (`rpcUrls` option). */
  siteUrls?: readonly string[] | undefined
  projectId?: string | undefined
  blockchainApiUrl?: string | undefined
}

/**
 * The RPC URLs `chain` reads through, first choice first: the site's own URLs alone when it gave
 * some (never the provider host behind them); else, with a project id, the provider RPC host and
 * then the chain's public URLs (`rpcUrls.default.http`) in case it fails; else the public URLs.
 */
export function chainRpcEndpoints(chain: Chain, options: ChainRpcOptions): ChainRpcEndpoint[] {
  const { siteUrls, projectId, blockchainApiUrl = defaultBlockchainApiUrl } = options
  const ofUrls = (urls: readonly string[]) => urls.map((url) => ({ url, isProvider: false }))
  const endpoints = siteUrls?.length
    ? ofUrls(siteUrls)
    : [
        ...(projectId
          ? [{ url: providerRpcUrl({ blockchainApiUrl, chainId: chain.id, projectId }), isProvider: true }]
          : []),
        ...ofUrls(chain.rpcUrls.default.http),
      ]
  const seen = new Set<string>()
  return endpoints.filter(({ url }) => !seen.has(url) && Boolean(seen.add(url)))
}
