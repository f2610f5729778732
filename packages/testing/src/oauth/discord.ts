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
import { findClient, secretMatches, usernameOf, verifiedEmailOf } from './testIdentity.js'

// Discord's OAuth2 (discord.com/developers/docs/topics/oauth2 and its published
// /.well-known/oauth-authorization-server): the page at discord.com/oauth2/authorize, PKCE with
// S256, the token at discord.com/api/oauth2/token (a form body; the secret in HTTP Basic or in the
// form), the user at discord.com/api/users/@me (also under /api/v10/...). Its errors are
// Authlib's: `Invalid "code" in request.` and the like.

const codeRefusals: Record<RedemptionFailure, { error: string; error_description: string }> = {
  unknown_code: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
  expired_code: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
  used_code: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
  redirect_uri_mismatch: { error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' },
  missing_verifier: { error: 'invalid_request', error_description: 'Missing "code_verifier"' },
  verifier_mismatch: { error: 'invalid_request', error_description: 'Invalid "code_verifier"' },
}

function exchangeCode(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  const form = formOf(request)
  const basic = basicCredentials(request.headers.authorization)
  const clientId = basic?.clientId ?? form.get('client_id')
  const clientSecret = basic?.clientSecret ?? form.get('client_secret') ?? undefined
  const client = findClient(context.clients, clientId)
  if (!client || !secretMatches(client, clientSecret)) return json(401, { error: 'invalid_client' })
  if (form.get('grant_type') !== 'authorization_code') return json(400, { error: 'unsupported_grant_type' })
  if (!form.get('code'))
    return json(400, { error: 'invalid_request', error_description: 'Missing "code" in request.' })
  const redemption = context.grants.redeem({
    code: form.get('code') ?? '',
    clientId: client.clientId,
    redirectUri: form.get('redirect_uri') ?? undefined,
    redirectUriRequired: true,
    codeVerifier: form.get('code_verifier') ?? undefined,
  })
  if (!redemption.ok) return json(400, codeRefusals[redemption.reason])
  const { accessToken, expiresInSeconds } = context.grants.issueToken(redemption.grant)
  return json(200, {
    token_type: 'Bearer',
    access_token: accessToken,
    expires_in: expiresInSeconds,
    // Discord always sends one; the rig does not redeem it (the wallet service drops it unused).
    refresh_token: randomBytes(24).toString('base64url'),
    scope: redemption.grant.scopes.join(' '),
  })
}

function readMe(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  const token = authorizationToken(request, ['Bearer'])
  const grant = token === undefined ? undefined : context.grants.findToken(token)
  if (!grant) return json(401, { message: '401: Unauthorized', code: 0 })
  const { account, scopes } = grant
  return json(200, {
    id: account.subject,
    username: usernameOf(account),
    avatar: null,
    // "0" for every account that has moved to a unique username (all new ones).
    discriminator: '0',
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    global_name: account.name,
    avatar_decoration_data: null,
    banner_color: null,
    mfa_enabled: false,
    locale: 'en-US',
    premium_type: 0,
    // The address and whether it is verified come only with the email scope.
    ...(scopes.includes('email')
      ? { email: account.email ?? null, verified: verifiedEmailOf(account) !== undefined }
      : {}),
  })
}

const api = String.raw`\/api(?:\/v\d+)?`

/** Discord: OAuth2 with PKCE and the API's /users/@me. */
export const discordFlavour: OAuthFlavour = {
  displayName: 'Discord',
  endpoints: (url) => ({
    authorization: `${url}/oauth2/authorize`,
    token: `${url}/api/oauth2/token`,
    user: `${url}/api/users/@me`,
  }),
  authorization: {
    path: new RegExp(`^(?:${api})?/oauth2/authorize$`),
    redirectUriOptional: false,
    responseTypeRequired: true,
    pkceRequired: false,
    challengeMethods: ['S256'],
    scopeSeparator: /\s+/,
    deniedParameters: {
      error: 'access_denied',
      error_description: 'The resource owner or authorization server denied the request',
    },
    // Discord's metadata says it names itself in the answer (RFC 9207).
    grantedParameters: (url) => ({ iss: url }),
  },
  // Codes last 10 minutes; access tokens a week.
  lifetimes: { codeMs: 10 * 60_000, tokenMs: 7 * 86_400_000 },
  routes: [
    {
      method: 'POST',
      path: new RegExp(`^${api}/oauth2/token$`),
      isTokenEndpoint: true,
      handle: exchangeCode,
    },
    { method: 'GET', path: new RegExp(`^${api}/users/@me$`), handle: readMe },
  ],
}
