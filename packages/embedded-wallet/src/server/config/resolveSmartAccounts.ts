import { type Address, getAddress, isAddress } from 'viem'
import { isRecord } from '../../protocol/isRecord.js'
import { WalletServerConfigError } from '../errors.js'
import { canonicalEntryPoint07, canonicalSimpleAccountFactory07 } from './smartAccountsConfig.js'

/** A smart-account network, checked: what the routes and the bundler forwarding work with. */
export type ResolvedSmartAccountNetwork = {
  chainId: number
  /** Secret to the service: never logged, never answered. */
  bundlerUrl: string
  entryPoint: Address
  factory: Address
}

const invalid = (field: string, problem: string) => new WalletServerConfigError({ field, problem })

/**
 * Checks the `smartAccounts` part of the configuration (also read from JSON) and fills in the
 * canonical EntryPoint v0.7 and SimpleAccountFactory. `undefined` offers no smart accounts.
 *
 * @throws {WalletServerConfigError} naming the first field that is wrong.
 */
export function resolveSmartAccounts(config: unknown): ResolvedSmartAccountNetwork[] {
  if (config === undefined) return []
  if (!isRecord(config) || !Array.isArray(config.networks))
    throw invalid('smartAccounts', 'must be { networks: [{ chainId, bundlerUrl }] }.')
  const chainIds = new Set<number>()
  return config.networks.map((network: unknown, index) => {
    const field = `smartAccounts.networks[${index}]`
    if (!isRecord(network)) throw invalid(field, 'must be { chainId, bundlerUrl, entryPoint?, factory? }.')
    const { chainId } = network
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1)
      throw invalid(`${field}.chainId`, 'must be a positive integer.')
    if (chainIds.has(chainId)) throw invalid(`${field}.chainId`, `repeats ${chainId}.`)
    chainIds.add(chainId)
    return {
      chainId,
      bundlerUrl: readBundlerUrl(network.bundlerUrl, `${field}.bundlerUrl`),
      entryPoint: readContract(network.entryPoint ?? canonicalEntryPoint07, `${field}.entryPoint`),
      factory: readContract(network.factory ?? canonicalSimpleAccountFactory07, `${field}.factory`),
    }
  })
}

function readContract(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalid(field, 'must be a contract address (0x and 40 hex digits).')
  return getAddress(value)
}

// The problem never quotes the URL: it may hold the bundler's API key, and the message is logged.
// Plain HTTP is allowed (a bundler beside the service on a private network); credentials in the
// URL are not, since fetch refuses them (a key goes in the path or the query, as bundlers take it).
function readBundlerUrl(value: unknown, field: string): string {
  let url: URL | undefined
  try {
    url = typeof value === 'string' ? new URL(value) : undefined
  } catch {}
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw invalid(field, 'must be an http(s) URL.')
  if (url.username !== '' || url.password !== '')
    throw invalid(field, 'must hold no user name or password (put an API key in its path or query).')
  if (url.hash !== '') throw invalid(field, 'must have no fragment.')
  return value as string
}
