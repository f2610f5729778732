import { type Address, getAddress, isAddress } from 'viem'
import { isLoopbackHost } from '../config/isLoopbackHost.js'
import { WalletServerConfigError } from '../errors.js'

/** Farcaster sign-in, checked: what the relay and the verification work with. */
export type ResolvedFarcasterLogin = {
  rpcUrl: string
  idRegistryAddress: Address
  chainId: number
  relayAuthKey: string | undefined
  connectUrl: string
}

/** Where Farcaster's relay sends its apps; the sign-in URL's start unless configured. */
const defaultConnectUrl = 'https://farcaster.xyz/~/siwf'

/**
 * Checks the `farcaster` part of the configuration (also read from JSON). `undefined` leaves
 * Farcaster sign-in off.
 *
 * @throws {WalletServerConfigError} naming the first field that is wrong.
 */
export function resolveFarcasterLogin(config: unknown): ResolvedFarcasterLogin | undefined {
  if (config === undefined) return undefined
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    throw invalid('farcaster', 'must be { rpcUrl, idRegistryAddress, chainId }.')
  const entry = config as Record<string, unknown>
  const { idRegistryAddress, chainId, relayAuthKey } = entry
  if (typeof idRegistryAddress !== 'string' || !isAddress(idRegistryAddress, { strict: false }))
    throw invalid('farcaster.idRegistryAddress', 'must be a contract address (0x and 40 hex digits).')
  if (!Number.isSafeInteger(chainId) || (chainId as number) < 1)
    throw invalid('farcaster.chainId', 'must be a positive integer.')
  if (relayAuthKey !== undefined && (typeof relayAuthKey !== 'string' || relayAuthKey.length < 16))
    throw invalid('farcaster.relayAuthKey', 'must be a string of at least 16 characters.')
  return {
    rpcUrl: readUrl(entry.rpcUrl, 'farcaster.rpcUrl', { plainOnLoopbackOnly: true }),
    idRegistryAddress: getAddress(idRegistryAddress),
    chainId: chainId as number,
    relayAuthKey,
    connectUrl:
      entry.connectUrl === undefined
        ? defaultConnectUrl
        : readUrl(entry.connectUrl, 'farcaster.connectUrl', { plainOnLoopbackOnly: false }),
  }
}

const invalid = (field: string, problem: string) => new WalletServerConfigError({ field, problem })

// The RPC answers who holds a fid: like a social provider's endpoints, it is never read in the
// clear across a network (its address may hold an API key: it is never logged). The connect URL is
// only shown to the visitor (a link, a QR code), so a scheme an app registers (`farcaster://`)
// will do, but not one a browser would run or read locally.
function readUrl(value: unknown, field: string, rules: { plainOnLoopbackOnly: boolean }): string {
  let url: URL | undefined
  try {
    url = typeof value === 'string' ? new URL(value) : undefined
  } catch {}
  if (!url) throw invalid(field, 'must be an absolute URL.')
  if (url.hash !== '') throw invalid(field, 'must have no fragment.')
  if (
    rules.plainOnLoopbackOnly &&
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && isLoopbackHost(url.hostname))
  )
    throw invalid(field, 'must be HTTPS (plain HTTP only on a loopback address).')
  if (!rules.plainOnLoopbackOnly && /^(javascript|data|vbscript|file):$/i.test(url.protocol))
    throw invalid(field, 'must be a link an app can open.')
  return value as string
}
