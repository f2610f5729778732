import { providerEmail } from './providerEmail.js'
import { providerSubject } from './providerSubject.js'
import { firstShowableName } from './providerUsername.js'
import type { SocialIdentity, SocialProviderDefinition } from './socialProvider.js'

/**
 * The identity in a verified Google ID token. `sub` is the account's stable id; the address
 * counts only with `email_verified: true` (a boolean in Google's tokens); the username is that
 * address, else the account's `name`.
 *
 * @throws {SocialProviderAnswerError} when `sub` is missing or malformed.
 */
function googleIdentity(claims: Record<string, unknown>): SocialIdentity {
  const subject = providerSubject(claims.sub, { provider: 'google', field: 'sub' })
  const email = claims.email_verified === true ? providerEmail(claims.email) : undefined
  return {
    provider: 'google',
    subject,
    username: firstShowableName({ email, name: claims.name }),
    ...(email === undefined ? {} : { email }),
  }
}

/**
 * Google, an OpenID provider (https://accounts.google.com/.well-known/openid-configuration).
 * Google's documentation also allows `iss` without the scheme (`accounts.google.com`), so both
 * are accepted (`alternateIssuers`).
 */
export const googleProvider: SocialProviderDefinition = {
  id: 'google',
  protocol: 'openid',
  scopes: ['openid', 'email', 'profile'],
  endpoints: {
    authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    issuer: 'https://accounts.google.com',
    jwks: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  tokenAuth: 'client_secret_post',
  alternateIssuers: ['accounts.google.com'],
  identityFromClaims: googleIdentity,
}
