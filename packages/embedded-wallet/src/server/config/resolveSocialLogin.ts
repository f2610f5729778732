import {
  type SocialEndpoints,
  type SocialProviderDefinition,
  type SocialProviderId,
  socialProviderIds,
  socialProviders,
} from '../social/providers/socialProvider.js'
import { isLoopbackHost } from './isLoopbackHost.js'
import { resolveClientSecret } from './resolveClientSecret.js'
import { invalidField as invalid, isRecord, readText } from './socialConfigFields.js'

/** An enabled provider, ready for the flow: its definition, the service's client, its endpoints. */
export type ResolvedSocialProvider = {
  definition: SocialProviderDefinition
  clientId: string
  /**
   * The client secret for one token request, called for each: Apple's signing key mints a fresh
   * one (see `resolveClientSecret.ts`). A function, so no secret sits in the resolved configuration.
   */
  clientSecret: () => string
  endpoints: SocialEndpoints
}

export type ResolvedSocialLogin = Partial<Record<SocialProviderId, ResolvedSocialProvider>>

const endpointNames = ['authorization', 'token', 'userInfo', 'issuer', 'jwks'] as const

/**
 * Checks the `social` part of the configuration (also read from JSON) and joins each enabled
 * provider to its definition. Endpoints must be HTTPS, or plain HTTP on a loopback address (a
 * test's provider): a provider's code and tokens never cross a network in the clear. Apple takes
 * its signing key (`teamId`, `keyId`, `privateKey` or `privateKeyFile`) or a `clientSecret`; the
 * others a `clientSecret`. A `privateKeyFile` is read here, once.
 *
 * @throws {WalletServerConfigError} naming the first field that is wrong.
 */
export function resolveSocialLogin(config: unknown): ResolvedSocialLogin {
  if (config === undefined) return {}
  if (!isRecord(config)) throw invalid('social', 'must be an object of providers.')
  const resolved: ResolvedSocialLogin = {}
  for (const [id, entry] of Object.entries(config)) {
    if (!isProviderId(id))
      throw invalid(`social.${id}`, `is not a provider (${socialProviderIds.join(', ')}).`)
    if (!isRecord(entry)) throw invalid(`social.${id}`, 'must be an object.')
    const definition = socialProviders[id]
    const endpoints: SocialEndpoints = { ...definition.endpoints }
    if (entry.endpoints !== undefined) {
      if (!isRecord(entry.endpoints)) throw invalid(`social.${id}.endpoints`, 'must be an object.')
      for (const [name, value] of Object.entries(entry.endpoints)) {
        if (!endpointNames.includes(name as (typeof endpointNames)[number]))
          throw invalid(`social.${id}.endpoints.${name}`, 'is not an endpoint.')
        endpoints[name as keyof SocialEndpoints] = readEndpoint(value, `social.${id}.endpoints.${name}`)
      }
    }
    const clientId = readText(entry.clientId, `social.${id}.clientId`)
    resolved[id] = { definition, clientId, clientSecret: resolveClientSecret(id, entry, clientId), endpoints }
  }
  return resolved
}

const isProviderId = (value: string): value is SocialProviderId =>
  (socialProviderIds as readonly string[]).includes(value)

function readEndpoint(value: unknown, field: string): string {
  const text = readText(value, field)
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw invalid(field, 'must be an absolute URL.')
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    throw invalid(field, 'must be HTTPS (plain HTTP only on a loopback address).')
  return text
}
