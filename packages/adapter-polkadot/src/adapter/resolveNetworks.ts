import { PolkadotAdapterOptionsError } from '../errors/optionsErrors.js'
import { type PolkadotNetwork, rpcUrlOf } from '../networks/polkadotNetwork.js'
import type { PolkadotAdapterOptions } from './polkadotAdapterOptions.js'

const isWebSocketUrl = (url: unknown) => typeof url === 'string' && /^wss?:\/\/[^\s/]+/.test(url)

/** Why `network` cannot be served, or `undefined` when it can. */
function problemOf(network: PolkadotNetwork): string | undefined {
  const { polkadot, nativeCurrency } = network
  if (!/^0x[0-9a-f]{64}$/.test(polkadot.genesisHash))
    return 'its genesis hash is not 0x and 64 hex characters'
  const prefix = polkadot.ss58Prefix
  // 46 and 47 are reserved by the SS58 format; 16383 is the largest prefix two bytes can hold.
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383 || prefix === 46 || prefix === 47)
    return `its SS58 prefix ${String(prefix)} is not one from 0 to 16383 (46 and 47 are reserved)`
  const { decimals } = nativeCurrency
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return `its decimals ${String(decimals)} are not a whole number from 0 to 255`
  if (!isWebSocketUrl(rpcUrlOf(network))) return 'its RPC URL is not a ws:// or wss:// URL'
  return undefined
}

/**
 * The adapter's networks: the site's, each with its own node when `rpcUrls` gives one.
 * @throws {PolkadotAdapterOptionsError} without networks, for a network of another namespace or
 * with unusable parameters, a duplicate, or an RPC URL for a network the site did not list.
 */
export function resolveNetworks(options: PolkadotAdapterOptions): PolkadotNetwork[] {
  const { networks, rpcUrls = {} } = options
  if (!networks || networks.length === 0)
    throw new PolkadotAdapterOptionsError('At least one network is required', {
      metaMessages: ['Pass networks: [polkadot] (or definePolkadotNetwork(...) for your own).'],
    })
  const seen = new Set<string>()
  const resolved = networks.map((network) => {
    if (
      network.chainNamespace !== 'polkadot' ||
      !network.caipNetworkId.startsWith('polkadot:') ||
      !network.polkadot
    )
      throw new PolkadotAdapterOptionsError(`${network.name} is not a Polkadot network`, {
        metaMessages: [`Network: ${network.caipNetworkId}`],
      })
    if (seen.has(network.caipNetworkId))
      throw new PolkadotAdapterOptionsError(`${network.caipNetworkId} is listed twice`)
    seen.add(network.caipNetworkId)
    const url = rpcUrls[network.caipNetworkId]
    const served: PolkadotNetwork = url
      ? { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [], webSocket: [url] } } }
      : network
    const problem = problemOf(served)
    if (problem)
      throw new PolkadotAdapterOptionsError(`${network.name} cannot be served: ${problem}`, {
        metaMessages: [`Network: ${network.caipNetworkId}`],
      })
    return served
  })
  for (const caipNetworkId of Object.keys(rpcUrls))
    if (!seen.has(caipNetworkId))
      throw new PolkadotAdapterOptionsError(`rpcUrls names ${caipNetworkId}, which is not among the networks`)
  return resolved
}
