import { createPublicKey, type KeyObject } from 'node:crypto'
import { SocialProviderError } from './socialErrors.js'

/** A provider's published signing keys (its JWKS), by `kid`. */
export type ProviderKeys = { find(kid: string): Promise<KeyObject | undefined> }

/** Keys are read again at most this often when a token names a key not seen yet. */
const refetchAfterMs = 60_000

/**
 * A provider's keys, fetched on first use and again when a token names a `kid` the cached set
 * lacks (providers rotate their keys), at most once a minute so forged `kid`s cannot flood the
 * provider through the service.
 */
export function createProviderKeys(parameters: {
  provider: string
  jwksUrl: string
  fetch?: typeof globalThis.fetch
  now?: () => number
}): ProviderKeys {
  const now = parameters.now ?? Date.now
  let keys = new Map<string, KeyObject>()
  let fetchedAt = Number.NEGATIVE_INFINITY
  let pending: Promise<void> | undefined

  async function refresh(): Promise<void> {
    const response = await (parameters.fetch ?? fetch)(parameters.jwksUrl, {
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    }).catch((cause: unknown) => {
      throw new SocialProviderError({
        provider: parameters.provider,
        problem: 'its keys could not be fetched',
        cause,
      })
    })
    const body = (await response.json().catch(() => undefined)) as { keys?: unknown } | undefined
    if (!response.ok || !Array.isArray(body?.keys))
      throw new SocialProviderError({
        provider: parameters.provider,
        problem: 'its keys could not be read',
        status: response.status,
      })
    const next = new Map<string, KeyObject>()
    for (const jwk of body.keys) {
      if (typeof jwk !== 'object' || jwk === null) continue
      const { kid, use, kty } = jwk as Record<string, unknown>
      if (typeof kid !== 'string' || (use !== undefined && use !== 'sig') || (kty !== 'RSA' && kty !== 'EC'))
        continue
      try {
        next.set(kid, createPublicKey({ key: jwk as import('node:crypto').JsonWebKey, format: 'jwk' }))
      } catch {
        // A key this service cannot use is skipped; a token signed with it is refused.
      }
    }
    keys = next
    fetchedAt = now()
  }

  return {
    async find(kid) {
      if (!keys.has(kid) && now() - fetchedAt >= refetchAfterMs) {
        pending ??= refresh().finally(() => {
          pending = undefined
        })
        await pending
      }
      return keys.get(kid)
    },
  }
}
