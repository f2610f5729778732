import type { ResolvedSocialProvider } from '../config/resolveSocialLogin.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { exchangeCode } from './exchangeCode.js'
import { createProviderKeys, type ProviderKeys } from './providerKeys.js'
import type { SocialIdentity } from './providers/socialProvider.js'
import { SocialProviderError } from './socialErrors.js'
import { socialCallbackUrl } from './socialPaths.js'
import { verifyIdToken } from './verifyIdToken.js'

// One key set per JWKS address for the process's life (keys are public; they refresh themselves).
const keySets = new Map<string, ProviderKeys>()

/**
 * Redeems the code and reads who signed in: from the verified ID token for OpenID providers, from
 * the provider's user endpoint for the others. The provider's tokens go no further than here.
 *
 * @throws {SocialProviderError} when the provider refuses or any check fails.
 */
export async function readSocialIdentity(
  service: ServiceContext,
  provider: ResolvedSocialProvider,
  parameters: { code: string; verifier: string; nonce: string | undefined; now: Date },
): Promise<SocialIdentity> {
  const { definition, endpoints } = provider
  const tokens = await exchangeCode(provider, {
    code: parameters.code,
    verifier: parameters.verifier,
    redirectUri: socialCallbackUrl(service, definition.id),
  })
  if (definition.protocol === 'openid') {
    if (
      !tokens.idToken ||
      !endpoints.jwks ||
      !endpoints.issuer ||
      !parameters.nonce ||
      !definition.identityFromClaims
    )
      throw new SocialProviderError({ provider: definition.id, problem: 'no ID token came with the code' })
    let keys = keySets.get(endpoints.jwks)
    if (!keys) {
      keys = createProviderKeys({ provider: definition.id, jwksUrl: endpoints.jwks })
      keySets.set(endpoints.jwks, keys)
    }
    const claims = await verifyIdToken(tokens.idToken, {
      provider: definition.id,
      keys,
      // The provider's other spellings of its issuer hold only for its own, not a replaced one.
      issuers:
        endpoints.issuer === definition.endpoints.issuer
          ? [endpoints.issuer, ...(definition.alternateIssuers ?? [])]
          : [endpoints.issuer],
      clientId: provider.clientId,
      nonce: parameters.nonce,
      now: parameters.now,
    })
    return definition.identityFromClaims(claims)
  }
  if (!definition.readIdentity)
    throw new SocialProviderError({ provider: definition.id, problem: 'it has no user endpoint reader' })
  return definition.readIdentity({
    accessToken: tokens.accessToken,
    endpoints,
    fetch,
    clientSecret: provider.clientSecret(),
  })
}
