import type { Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import type { EvmAdapterOptions } from '../adapter/evmAdapterOptions.js'
import { EvmAdapterOptionsError } from '../errors/optionsErrors.js'
import { lazyRpcTransport } from './lazyRpcTransport.js'

/**
 * The transport of each chain of a wagmi config the adapter builds: the site's own transport
 * (`transports`) as it is; else a lazy transport (`lazyRpcTransport`) over its `rpcUrls`, or the
 * provider RPC host (with `projectId`) and the chain's public URLs. The options are checked here,
 * so a site learns of a mistake when it builds the adapter; the code that sends requests loads on
 * the chain's first one.
 *
 * @throws {EvmAdapterOptionsError} for a chain that is not among `networks`, a chain given both a
 * transport and URLs, an empty URL list, or a URL that is not http(s).
 */
export function createChainTransports(
  chains: readonly Chain[],
  options: Pick<EvmAdapterOptions, 'transports' | 'rpcUrls' | 'projectId' | 'blockchainApiUrl'>,
): Record<number, Transport> {
  const { transports = {}, rpcUrls = {}, projectId, blockchainApiUrl } = options
  for (const [name, byChain] of Object.entries({ transports, rpcUrls }))
    for (const id of Object.keys(byChain))
      if (!chains.some((chain) => chain.id === Number(id)))
        throw new EvmAdapterOptionsError(`\`${name}\` has chain ${id}, which is not among \`networks\`.`)
  if (blockchainApiUrl !== undefined) assertHttpUrl(blockchainApiUrl, '`blockchainApiUrl`')

  const result: Record<number, Transport> = {}
  for (const chain of chains) {
    const own = transports[chain.id]
    const listed = rpcUrls[chain.id]
    if (own && listed !== undefined)
      throw new EvmAdapterOptionsError(`Chain ${chain.id} has both a transport and \`rpcUrls\`: give one.`)
    const siteUrls = typeof listed === 'string' ? [listed] : listed
    if (siteUrls?.length === 0) throw new EvmAdapterOptionsError(`\`rpcUrls\` of chain ${chain.id} is empty.`)
    for (const url of siteUrls ?? []) assertHttpUrl(url, `\`rpcUrls\` of chain ${chain.id}`)
    result[chain.id] = own ?? lazyRpcTransport(chain, { siteUrls, projectId, blockchainApiUrl })
  }
  return result
}

function assertHttpUrl(url: string, where: string) {
  if (!/^https?:\/\/./i.test(url)) throw new EvmAdapterOptionsError(`${where}: ${url} is not an http(s) URL.`)
}
