import { randomBytes } from 'node:crypto'
import type { RedemptionFailure } from './grantStore.js'
import {
  authorizationToken,
  basicCredentials,
  formOf,
  json,
  type ProviderRequest,
  type ProviderResponse,
} from './httpExchange.js'
import type { FlavourContext, OAuthFlavour } from './oauthFlavour.js'
import { findClient, secretMatches, usernameOf } from './testIdentity.js'

// X's OAuth 2.0 Authorization Code Flow with PKCE (docs.x.com, "OAuth 2.0 Authorization Code Flow
// with PKCE"): the consent page at x.com/i/oauth2/authorize, PKCE required (S256 or plain), the
// token at api.x.com/2/oauth2/token where a confidential client authenticates with HTTP Basic
// only, the user at api.x.com/2/users/me. Codes are valid for 30 seconds, access tokens for two
// hours; a refresh token comes only with the offline.access scope.

function invalidRequest(description: string): ProviderResponse {
  return json(400, { error: 'invalid_request', error_description: description })
}

const codeRefusals: Record<RedemptionFailure, string> = {
  unknown_code: 'Value passed for the authorization code was invalid.',
  expired_code: 'Value passed for the authorization code was invalid.',
  used_code: 'Value passed for the authorization code was invalid.',
  redirect_uri_mismatch: 'Value passed for the redirect uri did not match the uri of the authorization code.',
  missing_verifier: 'Missing required parameter [code_verifier].',
  verifier_mismatch: 'Value passed for the code verifier did not match the code challenge.',
}

function exchangeCode(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  // A confidential client's secret counts only in the Basic header: X answers a missing, wrong or
  // body-borne secret alike.
  const credentials = basicCredentials(request.headers.authorization)
  const client = findClient(context.clients, credentials?.clientId)
  if (!client || !secretMatches(client, credentials?.clientSecret)) {
    return json(401, {
      error: 'unauthorized_client',
      error_description: 'Missing valid authorization header',
    })
  }
  const form = formOf(request)
  for (const required of ['grant_type', 'code', 'redirect_uri']) {
    if (!form.get(required)) return invalidRequest(`Missing required parameter [${required}].`)
  }
  if (form.get('grant_type') !== 'authorization_code') {
    return invalidRequest('Value passed for the grant type was invalid.')
  }
  const redemption = context.grants.redeem({
    code: form.get('code') ?? '',
    clientId: client.clientId,
    redirectUri: form.get('redirect_uri') ?? undefined,
    redirectUriRequired: true,
    codeVerifier: form.get('code_verifier') ?? undefined,
  })
  if (!redemption.ok) return invalidRequest(codeRefusals[redemption.reason])
  const { grant } = redemption
  const { accessToken, expiresInSeconds } = context.grants.issueToken(grant)
  return json(200, {
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    access_token: accessToken,
    scope: grant.scopes.join(' '),
    ...(grant.scopes.includes('offline.access')
      ? { refresh_token: randomBytes(32).toString('base64url') }
      : {}),
  })
}

function readMe(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  const token = authorizationToken(request, ['Bearer'])
  const grant = token === undefined ? undefined : context.grants.findToken(token)
  if (!grant)
    return json(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' })
  const { account } = grant
  return json(200, { data: { id: account.subject, name: account.name, username: usernameOf(account) } })
}

/** X: OAuth 2.0 with PKCE and the v2 API's /users/me. */
export const xFlavour: OAuthFlavour = {
  displayName: 'X',
  endpoints: (url) => ({
    authorization: `${url}/i/oauth2/authorize`,
    token: `${url}/2/oauth2/token`,
    user: `${url}/2/users/me`,
  }),
  authorization: {
    path: /^\/i\/oauth2\/authorize$/,
    redirectUriOptional: false,
    responseTypeRequired: true,
    pkceRequired: true,
    challengeMethods: ['S256', 'plain'],
    scopeSeparator: /\s+/,
    deniedParameters: { error: 'access_denied' },
  },
  lifetimes: { codeMs: 30_000, tokenMs: 2 * 3_600_000 },
  routes: [
    { method: 'POST', path: /^\/2\/oauth2\/token$/, isTokenEndpoint: true, handle: exchangeCode },
    { method: 'GET', path: /^\/2\/users\/me$/, handle: readMe },
  ],
}
