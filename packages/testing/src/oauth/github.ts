import type { Grant } from './grantStore.js'
import { json, type ProviderRequest, type ProviderResponse, parametersOf } from './httpExchange.js'
import type { FlavourContext, OAuthFlavour } from './oauthFlavour.js'
import { findClient, secretMatches, usernameOf, verifiedEmailOf } from './testIdentity.js'

// GitHub's OAuth app flow (docs.github.com, "Authorizing OAuth apps"): the login page at
// github.com/login/oauth/authorize, the token endpoint at github.com/login/oauth/access_token, the
// user at api.github.com/user and /user/emails. PKCE (S256 only) is accepted since July 2025, not
// required. The rig serves both hosts' paths on one origin.

const troubleshootingToken =
  'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/'

// The token endpoint's errors, as GitHub documents them; it answers them with HTTP 200.
const tokenErrors = {
  incorrect_client_credentials: {
    error_description: 'The client_id and/or client_secret passed are incorrect.',
    error_uri: `${troubleshootingToken}#incorrect-client-credentials`,
  },
  redirect_uri_mismatch: {
    error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
    error_uri:
      'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#redirect-uri-mismatch2',
  },
  // Also GitHub's answer to a verifier that does not match: its docs name no PKCE error, and a
  // code presented without the request's verifier "doesn't match what you received".
  bad_verification_code: {
    error_description: 'The code passed is incorrect or expired.',
    error_uri: `${troubleshootingToken}#bad-verification-code`,
  },
} as const

/** Form-encoded unless the client asks for JSON or XML in `accept`, as GitHub answers. */
function answerAsAccepted(request: ProviderRequest, fields: Record<string, string>): ProviderResponse {
  const accept = request.headers.accept ?? ''
  if (/application\/json/i.test(accept)) return json(200, fields)
  if (/application\/xml/i.test(accept)) {
    const elements = Object.entries(fields).map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    return {
      status: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8' },
      body: `<OAuth>${elements.join('')}</OAuth>`,
    }
  }
  return {
    status: 200,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams(fields).toString(),
  }
}

function exchangeCode(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  const parameters = parametersOf(request)
  const refuse = (error: keyof typeof tokenErrors) =>
    answerAsAccepted(request, { error, ...tokenErrors[error] })
  const client = findClient(context.clients, parameters.get('client_id'))
  if (!client || !secretMatches(client, parameters.get('client_secret') ?? undefined)) {
    return refuse('incorrect_client_credentials')
  }
  const redemption = context.grants.redeem({
    code: parameters.get('code') ?? '',
    clientId: client.clientId,
    redirectUri: parameters.get('redirect_uri') ?? undefined,
    redirectUriRequired: false,
    codeVerifier: parameters.get('code_verifier') ?? undefined,
  })
  if (!redemption.ok) {
    return refuse(
      redemption.reason === 'redirect_uri_mismatch' ? 'redirect_uri_mismatch' : 'bad_verification_code',
    )
  }
  // OAuth app tokens do not expire, so GitHub sends no expires_in.
  const { accessToken } = context.grants.issueToken(redemption.grant, 'gho_')
  return answerAsAccepted(request, {
    access_token: accessToken,
    scope: redemption.grant.scopes.join(','),
    token_type: 'bearer',
  })
}

/** The REST API's checks before any answer: a User-Agent, then a live token. */
function authenticateApiRequest(
  request: ProviderRequest,
  context: FlavourContext,
  documentationUrl: string,
): { grant: Grant } | { refusal: ProviderResponse } {
  if (!request.headers['user-agent']) {
    return {
      refusal: {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: 'Request forbidden by administrative rules. Please make sure your request has a User-Agent header (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). Check https://developer.github.com for other possible causes.\n',
      },
    }
  }
  const [scheme, token] = (request.headers.authorization ?? '').trim().split(/\s+/)
  if (!token || !/^(bearer|token)$/i.test(scheme ?? '')) {
    return {
      refusal: json(401, {
        message: 'Requires authentication',
        documentation_url: documentationUrl,
        status: '401',
      }),
    }
  }
  const grant = context.grants.findToken(token)
  if (!grant) {
    return {
      refusal: json(401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      }),
    }
  }
  return { grant }
}

function withScopes(answer: ProviderResponse, grant: Grant): ProviderResponse {
  return { ...answer, headers: { ...answer.headers, 'x-oauth-scopes': grant.scopes.join(', ') } }
}

function readUser(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  const checked = authenticateApiRequest(
    request,
    context,
    'https://docs.github.com/rest/users/users#get-the-authenticated-user',
  )
  if ('refusal' in checked) return checked.refusal
  const { account } = checked.grant
  const login = usernameOf(account)
  return withScopes(
    json(200, {
      login,
      id: Number(account.subject),
      node_id: `U_${Buffer.from(account.subject).toString('base64url')}`,
      avatar_url: `${context.url}/avatars/u/${account.subject}?v=4`,
      gravatar_id: '',
      url: `${context.url}/users/${login}`,
      html_url: `${context.url}/${login}`,
      type: 'User',
      user_view_type: 'private',
      site_admin: false,
      name: account.name,
      company: null,
      blog: '',
      location: null,
      // The public profile address, which most accounts leave unset: the address is read from
      // /user/emails, where GitHub says which one is verified.
      email: null,
      hireable: null,
      bio: null,
      twitter_username: null,
      public_repos: 0,
      public_gists: 0,
      followers: 0,
      following: 0,
      created_at: '2020-01-01T00:00:00Z',
      updated_at: '2020-01-01T00:00:00Z',
    }),
    checked.grant,
  )
}

function readEmails(request: ProviderRequest, context: FlavourContext): ProviderResponse {
  const documentationUrl =
    'https://docs.github.com/rest/users/emails#list-email-addresses-for-the-authenticated-user'
  const checked = authenticateApiRequest(request, context, documentationUrl)
  if ('refusal' in checked) return checked.refusal
  const { account, scopes } = checked.grant
  // Without the user:email (or user) scope GitHub hides the list, with a 404.
  if (!scopes.includes('user:email') && !scopes.includes('user')) {
    return withScopes(
      json(404, { message: 'Not Found', documentation_url: documentationUrl, status: '404' }),
      checked.grant,
    )
  }
  // Every account also has its verified no-reply address, never primary while it has another.
  const noReply = {
    email: `${account.subject}+${usernameOf(account)}@users.noreply.github.com`,
    primary: account.email === undefined,
    verified: true,
    visibility: null,
  }
  const own =
    account.email === undefined
      ? []
      : [
          {
            email: account.email,
            primary: true,
            verified: verifiedEmailOf(account) !== undefined,
            visibility: 'private',
          },
        ]
  return withScopes(json(200, [...own, noReply]), checked.grant)
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** GitHub: an OAuth app's web application flow and the REST API's user endpoints. */
export const githubFlavour: OAuthFlavour = {
  displayName: 'GitHub',
  endpoints: (url) => ({
    authorization: `${url}/login/oauth/authorize`,
    token: `${url}/login/oauth/access_token`,
    user: `${url}/user`,
    emails: `${url}/user/emails`,
  }),
  authorization: {
    path: /^\/login\/oauth\/authorize$/,
    redirectUriOptional: true,
    redirectMismatchParameters: {
      error: 'redirect_uri_mismatch',
      error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
      error_uri:
        'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#redirect-uri-mismatch',
    },
    responseTypeRequired: false,
    pkceRequired: false,
    challengeMethods: ['S256'],
    scopeSeparator: /[\s,]+/,
    deniedParameters: {
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      error_uri:
        'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied',
    },
  },
  // The API's `id` is a JSON number: up to 15 digits stays exact.
  subjectFormat: /^[1-9]\d{0,14}$/,
  // Codes live 10 minutes; OAuth app tokens until revoked (a day is forever to a test).
  lifetimes: { codeMs: 10 * 60_000, tokenMs: 24 * 3_600_000 },
  routes: [
    { method: 'POST', path: /^\/login\/oauth\/access_token$/, isTokenEndpoint: true, handle: exchangeCode },
    { method: 'GET', path: /^\/user$/, handle: readUser },
    { method: 'GET', path: /^\/user\/emails$/, handle: readEmails },
  ],
}
