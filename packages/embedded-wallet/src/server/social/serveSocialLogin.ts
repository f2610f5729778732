import type { IncomingMessage, ServerResponse } from 'node:http'
import { openSecret, sealSecret } from '../crypto/sealSecret.js'
import { createSecretToken, hashSecretToken, secretTokenShape } from '../crypto/secretToken.js'
import { describeError } from '../http/describeError.js'
import { readFormBody } from '../http/readFormBody.js'
import type { ServiceContext } from '../service/serviceContext.js'
import {
  finishSocialAttempt,
  type StartedSocialAttempt,
  startSocialAttempt,
  takeStartedSocialAttempt,
} from '../store/socialAttemptsStore.js'
import { recordSocialLogin } from '../store/socialIdentitiesStore.js'
import { createPkce } from './pkce.js'
import { isSocialProviderId, type SocialProviderId } from './providers/socialProvider.js'
import { readSocialIdentity } from './readSocialIdentity.js'
import { sendSocialPage, socialDonePage, socialLinkUnusablePage, socialPageHeaders } from './socialPages.js'
import { attemptIdShape, socialCallbackPrefix, socialCallbackUrl, socialStartPath } from './socialPaths.js'

const attemptCookie = '__Host-latchkit-social'
/** Apple posts its answer: a state, a code, an ID token and a user object, far below this. */
const maxCallbackBytes = 16 * 1024

/** Whether `path` is one of the social login's browser addresses (the popup's). */
export const isSocialLoginPath = (path: string) =>
  path === socialStartPath || path.startsWith(socialCallbackPrefix)

/**
 * The popup's two steps (SECURITY.md, "Social login"). `GET /auth/v1/social/start?attempt=ID`
 * sends a new attempt to its provider, once, binding it to this browser with a cookie.
 * `GET|POST /auth/v1/social/callback/<provider>` takes the provider's answer for a started attempt
 * with that cookie, redeems the code, reads the identity and ends the attempt.
 */
export async function serveSocialLogin(
  service: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const now = new Date(service.config.now())
  if (url.pathname === socialStartPath && request.method === 'GET') return start(service, response, url, now)
  const provider = url.pathname.slice(socialCallbackPrefix.length)
  if (
    url.pathname.startsWith(socialCallbackPrefix) &&
    isSocialProviderId(provider) &&
    (request.method === 'GET' || request.method === 'POST')
  )
    return callback(service, request, response, url, provider, now)
  sendSocialPage(response, 404, socialLinkUnusablePage())
}

async function start(service: ServiceContext, response: ServerResponse, url: URL, now: Date): Promise<void> {
  const id = url.searchParams.get('attempt') ?? ''
  if (!attemptIdShape.test(id)) return sendSocialPage(response, 404, socialLinkUnusablePage())
  const state = createSecretToken()
  const cookie = createSecretToken()
  const pkce = createPkce()
  const nonce = createSecretToken()
  const attempt = await startSocialAttempt(service.database, {
    id,
    stateHash: hashSecretToken(state),
    cookieHash: hashSecretToken(cookie),
    sealedVerifier: sealSecret(
      service.config.keyEncryptionKey,
      Buffer.from(pkce.verifier, 'ascii'),
      verifierContext(id),
    ),
    nonce,
    now,
  })
  const provider = attempt && service.config.social[attempt.provider]
  if (!attempt || !provider) return sendSocialPage(response, 410, socialLinkUnusablePage())
  const authorize = new URL(provider.endpoints.authorization)
  const parameters = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: socialCallbackUrl(service, provider.definition.id),
    scope: provider.definition.scopes.join(' '),
    state,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...(provider.definition.protocol === 'openid' ? { nonce } : {}),
    ...provider.definition.authorizeParameters,
  }
  for (const [name, value] of Object.entries(parameters)) authorize.searchParams.set(name, value)
  response.writeHead(302, {
    ...socialPageHeaders,
    location: authorize.href,
    // SameSite=None: Apple posts its answer back from its own site, which Lax would not carry.
    'set-cookie': `${attemptCookie}=${cookie}; Path=/; Secure; HttpOnly; SameSite=None; Max-Age=600`,
  })
  response.end()
}

async function callback(
  service: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  providerId: SocialProviderId,
  now: Date,
): Promise<void> {
  const fields = request.method === 'POST' ? await readCallbackForm(request) : url.searchParams
  const state = fields?.get('state') ?? ''
  const provider = service.config.social[providerId]
  const attempt =
    provider && secretTokenShape.test(state)
      ? await takeStartedSocialAttempt(service.database, { state, provider: providerId, now })
      : undefined
  if (!provider || !fields || !attempt || !hasAttemptCookie(request, attempt))
    return sendSocialPage(response, 400, socialLinkUnusablePage())
  const code = fields.get('code')
  if (fields.get('error') !== null || !code) {
    await finishSocialAttempt(service.database, {
      id: attempt.id,
      failure: fields.get('error') === 'access_denied' ? 'denied' : 'provider-error',
    })
    return finish(response, attempt)
  }
  try {
    const identity = await readSocialIdentity(service, provider, {
      code,
      verifier: openSecret(
        service.config.keyEncryptionKey,
        attempt.sealedVerifier,
        verifierContext(attempt.id),
        'PKCE verifier',
      ).toString('ascii'),
      nonce: attempt.nonce,
      now,
    })
    await service.database.transaction(async (transaction) => {
      const user = await recordSocialLogin(transaction, identity, now)
      await finishSocialAttempt(transaction, { id: attempt.id, userId: user.id })
    })
  } catch (error) {
    await finishSocialAttempt(service.database, { id: attempt.id, failure: 'provider-error' })
    service.config.log({
      level: 'error',
      message: 'social login failed',
      path: url.pathname,
      ...describeError(error),
    })
  }
  return finish(response, attempt)
}

/** The popup's last page; with no popup (the whole page was sent here), back to the site's page. */
function finish(response: ServerResponse, attempt: StartedSocialAttempt): void {
  if (attempt.returnTo) {
    const back = new URL(attempt.returnTo)
    back.hash = `latchkit-social=${attempt.id}`
    response.writeHead(303, { ...socialPageHeaders, location: back.href, 'set-cookie': clearedCookie })
    return void response.end()
  }
  response.writeHead(200, { ...socialPageHeaders, 'set-cookie': clearedCookie })
  response.end(socialDonePage({ attemptId: attempt.id, siteOrigin: attempt.siteOrigin }).markup)
}

const clearedCookie = `${attemptCookie}=; Path=/; Secure; HttpOnly; SameSite=None; Max-Age=0`

const verifierContext = (attemptId: string) => `social-attempt:${attemptId}`

function hasAttemptCookie(request: IncomingMessage, attempt: StartedSocialAttempt): boolean {
  const cookies = (request.headers.cookie ?? '').split(';').map((part) => part.trim())
  const value = cookies.find((part) => part.startsWith(`${attemptCookie}=`))?.slice(attemptCookie.length + 1)
  return (
    value !== undefined && secretTokenShape.test(value) && hashSecretToken(value).equals(attempt.cookieHash)
  )
}

async function readCallbackForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const body = await readFormBody(request, maxCallbackBytes)
  return 'fields' in body ? body.fields : undefined
}
