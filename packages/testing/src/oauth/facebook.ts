import { randomBytes } from 'node:crypto'
import type { RedemptionFailure } from './grantStore.js'
import {
  authorizationToken,
  json,
  type ProviderRequest,
  type ProviderResponse,
  parametersOf,
} from './httpExchange.js'
import type { FlavourContext, OAuthFlavour } from './oauthFlavour.js'
import { findClient, secretMatches, verifiedEmailOf } from './testIdentity.js'

// Facebook Login's manually built flow (developers.facebook.com, "Manually Build a Login Flow"):
// the dialog at www.facebook.com/vXX.X/dialog/oauth, the code exchanged by GET at
// graph.facebook.com/vXX.X/oauth/access_token with the app secret in the query, the person read
// from graph.facebook.com/vXX.X/me?fields=id,name,email. PKCE (S256 or plain) is accepted on the
// dialog and checked at the exchange (the "OIDC code flow with PKCE" guide). The Graph API's
// current version is v26.0 (July 2026); like the real one the rig answers every version's path
// (and the unversioned one).

// Graph API errors: one shape for every failure, HTTP 400, an opaque trace id.
function graphError(message: string, code: number, subcode?: number): ProviderResponse {
  return json(400, {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  })
}

// The exchange's refusals of a code, as Facebook words them (code 100, subcodes 3600x).
const codeRefusals: Record<RedemptionFailure, () => ProviderResponse> = {
  unknown_code: () => graphError('Invalid verification code format.', 100),
  expired_code: () => graphError('This authorization code has expired.', 100, 36007),
  used_code: () => graphError('This authorization code has been used.', 100, 36009),
  redirect_uri_mismatch: () =>
    graphError(
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      100,
      36008,
    ),
  // Facebook documents no wording for a PKCE failure; the rig uses its invalid-parameter code.
  missing_verifier: () => graphError('Missing code_verifier parameter.', 100),
  verifier_mismatch: () => graphError('Invalid code_verifier.', 100),
}

function exchangeCode(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  const parameters = parametersOf(request)
  const client = findClient(context.clients, parameters.get('client_id'))
  if (!client) return graphError('Error validating application. Invalid application ID.', 101)
  if (!secretMatches(client, parameters.get('client_secret') ?? undefined)) {
    return graphError('Error validating client secret.', 1)
  }
  const redemption = context.grants.redeem({
    code: parameters.get('code') ?? '',
    clientId: client.clientId,
    redirectUri: parameters.get('redirect_uri') ?? undefined,
    redirectUriRequired: true,
    codeVerifier: parameters.get('code_verifier') ?? undefined,
  })
  if (!redemption.ok) return codeRefusals[redemption.reason]()
  const { accessToken, expiresInSeconds } = context.grants.issueToken(redemption.grant, 'EAA')
  return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: expiresInSeconds })
}

// The fields of a User node the rig knows; asking for another is the Graph API's error #100.
const userFields = new Set(['id', 'name', 'email', 'first_name', 'last_name'])

function readMe(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  const parameters = parametersOf(request)
  const token = parameters.get('access_token') ?? authorizationToken(request, ['Bearer', 'OAuth'])
  if (!token) {
    return graphError(
      'An active access token must be used to query information about the current user.',
      2500,
    )
  }
  const grant = context.grants.findToken(token)
  if (!grant) return graphError('Invalid OAuth access token - Cannot parse access token', 190)
  const fields = (parameters.get('fields') ?? 'id,name')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
  const unknown = fields.find((field) => !userFields.has(field))
  if (unknown)
    return graphError(`(#100) Tried accessing nonexisting field (${unknown}) on node type (User)`, 100)
  const { account } = grant
  const [firstName, ...rest] = account.name.split(' ')
  // The address comes only with the email permission, and only when Facebook has confirmed it.
  const email = grant.scopes.includes('email') ? verifiedEmailOf(account) : undefined
  const values: Record<string, string | undefined> = {
    id: account.subject,
    name: account.name,
    email,
    first_name: firstName,
    last_name: rest.join(' ') || undefined,
  }
  return json(
    200,
    Object.fromEntries(
      fields.flatMap((field) => (values[field] === undefined ? [] : [[field, values[field]]])),
    ),
  )
}

const version = String.raw`(?:\/v\d+\.\d+)?`

/** Facebook Login: the OAuth dialog and the Graph API's token exchange and /me. */
export const facebookFlavour: OAuthFlavour = {
  displayName: 'Facebook',
  endpoints: (url) => ({
    authorization: `${url}/v26.0/dialog/oauth`,
    token: `${url}/v26.0/oauth/access_token`,
    user: `${url}/v26.0/me`,
  }),
  authorization: {
    path: new RegExp(`^${version}/dialog/oauth$`),
    redirectUriOptional: false,
    responseTypeRequired: false,
    pkceRequired: false,
    challengeMethods: ['S256', 'plain'],
    scopeSeparator: /[\s,]+/,
    deniedParameters: {
      error_reason: 'user_denied',
      error: 'access_denied',
      error_description: 'Permissions error.',
    },
    // Facebook's redirects carry this fragment; sites strip it from the address bar.
    fragment: '_=_',
  },
  // A token exchanged on a server is long-lived: about 60 days.
  lifetimes: { codeMs: 10 * 60_000, tokenMs: 60 * 86_400_000 },
  routes: [
    {
      method: 'GET',
      path: new RegExp(`^${version}/oauth/access_token$`),
      isTokenEndpoint: true,
      handle: exchangeCode,
    },
    {
      method: 'POST',
      path: new RegExp(`^${version}/oauth/access_token$`),
      isTokenEndpoint: true,
      handle: exchangeCode,
    },
    { method: 'GET', path: new RegExp(`^${version}/me$`), handle: readMe },
  ],
}
