import { providerEmail } from './providerEmail.js'
import { providerSubject } from './providerSubject.js'
import { firstShowableName } from './providerUsername.js'
import type { SocialIdentity, SocialProviderDefinition } from './socialProvider.js'

/**
 * The identity in a verified Apple ID token. `sub` is stable for the developer team; Apple writes
 * `email_verified` as the string `"true"` or as a boolean, and the address may be a private relay
 * (`…@privaterelay.appleid.com`), which is still the visitor's. The username is that address: an
 * Apple ID token has no name (Apple posts the name once, unsigned, in the first callback's `user`
 * field, which the `email` scope alone does not ask for).
 *
 * @throws {SocialProviderAnswerError} when `sub` is missing or malformed.
 */
function appleIdentity(claims: Record<string, unknown>): SocialIdentity {
  const subject = providerSubject(claims.sub, { provider: 'apple', field: 'sub' })
  const verified = claims.email_verified === true || claims.email_verified === 'true'
  const email = verified ? providerEmail(claims.email) : undefined
  return {
    provider: 'apple',
    subject,
    username: firstShowableName({ email }),
    ...(email === undefined ? {} : { email }),
  }
}

/**
 * Sign in with Apple, an OpenID provider (https://appleid.apple.com/.well-known/openid-configuration).
 * Asking for `email` obliges `response_mode=form_post`: Apple POSTs the code to the callback (so
 * the attempt's cookie is SameSite=None). Its client secret is a short-lived ES256 JWT
 * (`appleClientSecret.ts`), not a fixed string, sent in the body (the only method Apple lists).
 */
export const appleProvider: SocialProviderDefinition = {
  id: 'apple',
  protocol: 'openid',
  scopes: ['email'],
  endpoints: {
    authorization: 'https://appleid.apple.com/auth/authorize',
    token: 'https://appleid.apple.com/auth/token',
    issuer: 'https://appleid.apple.com',
    jwks: 'https://appleid.apple.com/auth/keys',
  },
  tokenAuth: 'client_secret_post',
  authorizeParameters: { response_mode: 'form_post' },
  identityFromClaims: appleIdentity,
}
