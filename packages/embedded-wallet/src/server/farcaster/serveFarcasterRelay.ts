import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isOriginAllowed } from '@latchkit/core/clients'
import { secretTokenShape } from '../crypto/secretToken.js'
import { ApiError } from '../http/apiError.js'
import { clientAddress } from '../http/clientAddress.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendJson } from '../http/respond.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { takeRateSlot } from '../store/rateEventsStore.js'
import { answerChannel } from './answerChannel.js'
import { channelStatusBody } from './channelStatusBody.js'
import { closeFarcasterChannel, readFarcasterChannel } from './farcasterChannelsStore.js'
import { authenticateChannelPath, channelStatusPath, createChannelPath } from './farcasterRelayPaths.js'
import { openChannel } from './openChannel.js'
import { readAuthenticateBody, readCreateChannelBody } from './readRelayBodies.js'
import { FarcasterRelayError, unauthorized, validationError } from './relayError.js'
import type { ResolvedFarcasterLogin } from './resolveFarcasterLogin.js'

type RelayRequest = {
  service: ServiceContext
  farcaster: ResolvedFarcasterLogin
  request: IncomingMessage
  now: Date
}

/**
 * The relay's channel endpoints, as Farcaster's relay serves them and `@farcaster/auth-client`
 * calls them (SECURITY.md, "Farcaster"), under `<publicUrl>/farcaster`:
 * `POST /v1/channel` (a site opens a channel: 201), `POST /v1/channel/authenticate` (the visitor's
 * app answers: 201) and `GET /v1/channel/status` (202 pending, 200 completed), the last two with
 * the channel token as bearer. Errors are `{ error, message? }`. No CORS: the app is no web page.
 */
export async function serveFarcasterRelay(
  service: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  try {
    const farcaster = service.config.farcaster
    if (!farcaster) throw new FarcasterRelayError({ status: 404, error: 'Not found' })
    const relay: RelayRequest = { service, farcaster, request, now: new Date(service.config.now()) }
    const route = `${request.method} ${url.pathname}`
    if (route === `POST ${createChannelPath}`) return sendJson(response, 201, await createChannel(relay))
    if (route === `POST ${authenticateChannelPath}`) return sendJson(response, 201, await authenticate(relay))
    if (route === `GET ${channelStatusPath}`) {
      const status = await readStatus(relay)
      return sendJson(response, status.state === 'completed' ? 200 : 202, status)
    }
    throw new FarcasterRelayError({ status: 404, error: 'Not found' })
  } catch (error) {
    if (!(error instanceof FarcasterRelayError)) throw error
    const body = { error: error.error, ...(error.detail ? { message: error.detail } : {}) }
    const headers: Record<string, string> =
      error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) }
    sendJson(response, error.status, body, headers)
  }
}

async function createChannel({ service, farcaster, request, now }: RelayRequest) {
  await limitAddress(service, request, now)
  const channelRequest = readCreateChannelBody(await readBody(request))
  // A site's own channel is for one of the service's sites, and names it as EIP-4361 wants.
  const site = parseHttpUrl(channelRequest.siweUri)
  const served =
    site && service.config.projects.some((project) => isOriginAllowed(site.origin, project.allowedOrigins))
  if (!site || !served || site.host !== channelRequest.domain)
    throw new FarcasterRelayError({ status: 400, error: 'Domain not allowed' })
  const channel = await openChannel(service.database, {
    farcaster,
    request: channelRequest,
    attempt: undefined,
    now,
  })
  return { ...channel, connectUri: channel.url }
}

async function authenticate(relay: RelayRequest) {
  const { service, farcaster, request, now } = relay
  const channelToken = readChannelToken(request)
  if (farcaster.relayAuthKey !== undefined && !hasRelayKey(request, farcaster.relayAuthKey))
    throw unauthorized()
  await limitAddress(service, request, now)
  const body = readAuthenticateBody(await readBody(request))
  return channelStatusBody(await answerChannel(service, farcaster, { channelToken, body, now }))
}

async function readStatus({ service, request, now }: RelayRequest) {
  const channel = await readFarcasterChannel(service.database, {
    channelToken: readChannelToken(request),
    now,
  })
  if (!channel || channel.state === 'failed' || channel.state === 'abandoned') throw unauthorized()
  const status = channelStatusBody(channel)
  // A site's channel is closed once its answer is read, as Farcaster's relay does; a frame's
  // channel stays for the frame's result.
  if (status.state === 'completed') await closeFarcasterChannel(service.database, channel.tokenHash)
  return status
}

function readChannelToken(request: IncomingMessage): string {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
  if (!token || !secretTokenShape.test(token)) throw unauthorized()
  return token
}

// Farcaster's relay takes the key under either of its names.
function hasRelayKey(request: IncomingMessage, key: string): boolean {
  const given =
    request.headers['x-farcaster-auth-relay-key'] ?? request.headers['x-farcaster-connect-auth-key']
  if (typeof given !== 'string') return false
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(key))
}

async function limitAddress(service: ServiceContext, request: IncomingMessage, now: Date): Promise<void> {
  const decision = await takeRateSlot(service.database, {
    key: `ip:${clientAddress(request, service.config.trustProxy)}`,
    limit: service.config.limits.requestsPerIpPerMinute,
    windowMs: 60_000,
    now,
  })
  if (!decision.allowed)
    throw new FarcasterRelayError({
      status: 429,
      error: 'Rate Limited',
      retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
    })
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    return await readJsonBody(request)
  } catch (error) {
    if (error instanceof ApiError) throw validationError(error.shortMessage)
    throw error
  }
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}
