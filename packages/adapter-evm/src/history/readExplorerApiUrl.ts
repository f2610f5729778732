import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { TransactionHistoryUnavailableError } from '../errors/historyErrors.js'
import { EvmAdapterOptionsError } from '../errors/optionsErrors.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { explorerApiUrlOf } from './explorerApiUrl.js'

/** `url` when it is an http(s) URL, else `undefined`. */
function parseHttpUrl(url: string): URL | undefined {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined
  } catch {
    return undefined
  }
}

/**
 * The explorer API URL of `network`, checked, and the site's `explorerApiUrls` with it (when
 * history is first read: checked in the constructor, it would add to every page's first download).
 *
 * @throws {EvmAdapterOptionsError} for an `explorerApiUrls` entry of a chain that is not a network,
 * or that is not an http(s) URL.
 * @throws {TransactionHistoryUnavailableError} when `network` has no explorer API.
 */
export function readExplorerApiUrl(
  context: Pick<EvmAdapterContext, 'networks' | 'explorerApiUrls'>,
  network: EvmNetwork,
): URL {
  for (const [chainId, url] of Object.entries(context.explorerApiUrls)) {
    if (!context.networks.some((candidate) => chainIdOf(candidate) === Number(chainId)))
      throw new EvmAdapterOptionsError(
        `\`explorerApiUrls\` has chain ${chainId}, which is not among the networks.`,
      )
    if (!parseHttpUrl(url))
      throw new EvmAdapterOptionsError(`\`explorerApiUrls[${chainId}]\` is not an http(s) URL: ${url}.`)
  }
  const configured = explorerApiUrlOf(context, network)
  const chainId = chainIdOf(network)
  if (!configured) throw new TransactionHistoryUnavailableError({ chainId })
  const url = parseHttpUrl(configured)
  if (!url)
    throw new TransactionHistoryUnavailableError({
      chainId,
      reason: `Its explorer apiUrl is not an http(s) URL: ${configured}.`,
    })
  return url
}
