import { WalletServerConfigError } from '../../errors.js'
import { SocialProviderRequestError } from './errors.js'
import type { SocialEndpoints, SocialProviderId } from './socialProvider.js'

/** A user endpoint that has not answered in this time is given up on; the callback waits on it. */
export const userEndpointTimeoutMs = 10_000

/** The largest user endpoint answer read: a profile is a few KiB, this leaves a wide margin. */
export const userEndpointMaxBytes = 1_048_576

/**
 * The configured user endpoint of an OAuth 2 provider.
 *
 * @throws {WalletServerConfigError} when the configuration replaced the endpoints without one.
 */
export function userInfoEndpoint(provider: SocialProviderId, endpoints: SocialEndpoints): string {
  if (!endpoints.userInfo)
    throw new WalletServerConfigError({ field: `${provider} endpoints.userInfo`, problem: 'is missing' })
  return endpoints.userInfo
}

/**
 * GETs a provider's user endpoint with the access token and returns its JSON, unread. A
 * redirect is refused rather than followed (the token stays with the endpoint it was meant for),
 * and the answer must come in time and fit `userEndpointMaxBytes`.
 *
 * @throws {SocialProviderRequestError} when there is no such answer, or it is not 2xx JSON.
 */
export async function readUserEndpoint(parameters: {
  provider: SocialProviderId
  url: string
  accessToken: string
  fetch: typeof globalThis.fetch
  headers?: Readonly<Record<string, string>>
}): Promise<unknown> {
  const { provider, url } = parameters
  const endpoint = withoutQuery(url)
  let response: Response
  try {
    response = await parameters.fetch(url, {
      headers: {
        accept: 'application/json',
        ...parameters.headers,
        authorization: `Bearer ${parameters.accessToken}`,
      },
      redirect: 'error',
      signal: AbortSignal.timeout(userEndpointTimeoutMs),
    })
  } catch (cause) {
    throw new SocialProviderRequestError({ provider, endpoint, problem: 'unreachable', cause })
  }
  if (!response.ok) {
    // The body may explain, but it may also echo the request: it is not kept.
    await response.body?.cancel()
    throw new SocialProviderRequestError({ provider, endpoint, problem: 'status', status: response.status })
  }
  const text = await readCappedText(
    response,
    () =>
      new SocialProviderRequestError({ provider, endpoint, problem: 'too-large', status: response.status }),
  )
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    throw new SocialProviderRequestError({
      provider,
      endpoint,
      problem: 'not-json',
      status: response.status,
      cause,
    })
  }
}

async function readCappedText(response: Response, tooLarge: () => Error): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > userEndpointMaxBytes) {
    await response.body?.cancel()
    throw tooLarge()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > userEndpointMaxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return '(not a URL)'
  }
}
