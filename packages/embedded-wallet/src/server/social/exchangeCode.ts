import type { ResolvedSocialProvider } from '../config/resolveSocialLogin.js'
import { SocialProviderError } from './socialErrors.js'

/** What the token endpoint gave for a code: the access token, and an ID token from OpenID providers. */
export type ProviderTokens = { accessToken: string; idToken: string | undefined }

/** A provider that does not answer within this time fails the login rather than hanging it. */
const providerTimeoutMs = 10_000

/**
 * Redeems an authorization code at the provider's token endpoint (RFC 6749 section 4.1.3) with the
 * PKCE verifier and the service's client credentials, sent as the provider expects them (HTTP
 * Basic, or in the body). The client secret is asked of the provider's configuration for this
 * request (Apple's is minted now).
 *
 * @throws {SocialProviderError} when the provider refuses, does not answer, or answers without a token.
 */
export async function exchangeCode(
  provider: ResolvedSocialProvider,
  parameters: { code: string; verifier: string; redirectUri: string; fetch?: typeof globalThis.fetch },
): Promise<ProviderTokens> {
  const id = provider.definition.id
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: parameters.code,
    redirect_uri: parameters.redirectUri,
    code_verifier: parameters.verifier,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    // GitHub answers form-encoded unless asked for JSON; the others answer JSON anyway.
    accept: 'application/json',
  }
  // Asked for now, per request: Apple's is a short-lived JWT minted for this request alone.
  const clientSecret = provider.clientSecret()
  if (provider.definition.tokenAuth === 'client_secret_basic')
    headers.authorization = `Basic ${basicCredentials(provider.clientId, clientSecret)}`
  else {
    body.set('client_id', provider.clientId)
    body.set('client_secret', clientSecret)
  }
  let response: Response
  try {
    response = await (parameters.fetch ?? fetch)(provider.endpoints.token, {
      method: 'POST',
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(providerTimeoutMs),
    })
  } catch (error) {
    throw new SocialProviderError({
      provider: id,
      problem: 'the token endpoint did not answer',
      cause: error,
    })
  }
  const answer = await response.json().catch(() => undefined)
  if (!response.ok || typeof answer !== 'object' || answer === null)
    throw new SocialProviderError({
      provider: id,
      problem: 'the token endpoint refused the code',
      status: response.status,
    })
  const { access_token: accessToken, id_token: idToken } = answer as Record<string, unknown>
  if (typeof accessToken !== 'string' || accessToken === '')
    throw new SocialProviderError({ provider: id, problem: 'the token response has no access token' })
  if (idToken !== undefined && typeof idToken !== 'string')
    throw new SocialProviderError({ provider: id, problem: 'the token response has a malformed ID token' })
  return { accessToken, idToken }
}

/** RFC 6749 section 2.3.1: each part form-encoded, then joined and base64-encoded. */
function basicCredentials(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
  return Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`, 'utf8').toString('base64')
}
