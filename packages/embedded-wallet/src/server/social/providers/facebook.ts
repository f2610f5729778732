import { createHmac } from 'node:crypto'
import { isRecord } from '../../../protocol/isRecord.js'
import { providerEmail } from './providerEmail.js'
import { providerSubject } from './providerSubject.js'
import { providerUsername } from './providerUsername.js'
import { readUserEndpoint, userInfoEndpoint } from './readUserEndpoint.js'
import type { ReadIdentityContext, SocialIdentity, SocialProviderDefinition } from './socialProvider.js'

// The Graph API version of every Facebook URL: v26.0 (July 2026) is served until at least two
// years after its successor; an operator moves on by replacing the endpoints.
const graphVersion = 'v26.0'

/**
 * The `/me` URL asking for the three fields read, signed with `appsecret_proof` (HMAC-SHA256 of
 * the token under the app secret) when the secret is known: an app with "Require App Secret" on
 * refuses Graph calls without it, and for any app it proves the call comes from its server.
 */
function meUrl(context: ReadIdentityContext): string {
  const url = new URL(userInfoEndpoint('facebook', context.endpoints))
  url.searchParams.set('fields', 'id,name,email')
  if (context.clientSecret) {
    const proof = createHmac('sha256', context.clientSecret).update(context.accessToken).digest('hex')
    url.searchParams.set('appsecret_proof', proof)
  }
  return url.toString()
}

/**
 * Reads `/me`: `id` is the app-scoped user id (a numeric string, stable for this app). Facebook
 * has no `email_verified`: its `email` is "the primary email address listed on their profile",
 * "not returned if no valid email address is available", and Facebook leaves out an address the
 * person has not confirmed (a phone-only account has none). That is Facebook's word for it, and
 * the only one there is.
 *
 * @throws {SocialProviderRequestError} when `/me` cannot be read.
 * @throws {SocialProviderAnswerError} when it has no usable `id`.
 */
async function readFacebookIdentity(context: ReadIdentityContext): Promise<SocialIdentity> {
  const me = await readUserEndpoint({
    provider: 'facebook',
    url: meUrl(context),
    accessToken: context.accessToken,
    fetch: context.fetch,
  })
  const answer = isRecord(me) ? me : {}
  const subject = providerSubject(answer.id, { provider: 'facebook', field: 'id' })
  const email = providerEmail(answer.email)
  return {
    provider: 'facebook',
    subject,
    username: providerUsername(answer.name),
    ...(email === undefined ? {} : { email }),
  }
}

/**
 * Facebook Login, an OAuth 2 provider through the Graph API (its "manually build a login flow";
 * PKCE S256 is accepted). Scopes may be space or comma separated.
 */
export const facebookProvider: SocialProviderDefinition = {
  id: 'facebook',
  protocol: 'oauth2',
  scopes: ['email', 'public_profile'],
  endpoints: {
    authorization: `https://www.facebook.com/${graphVersion}/dialog/oauth`,
    token: `https://graph.facebook.com/${graphVersion}/oauth/access_token`,
    userInfo: `https://graph.facebook.com/${graphVersion}/me`,
  },
  tokenAuth: 'client_secret_post',
  readIdentity: readFacebookIdentity,
}
