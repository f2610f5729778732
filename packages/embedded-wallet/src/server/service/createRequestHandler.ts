import type { IncomingMessage, ServerResponse } from 'node:http'
import { devicePagePath } from '../device/devicePagePath.js'
import { serveDevicePage } from '../device/serveDevicePage.js'
import { isFarcasterRelayPath } from '../farcaster/farcasterRelayPaths.js'
import { serveFarcasterRelay } from '../farcaster/serveFarcasterRelay.js'
import { isFramePath, serveFrame } from '../frame/serveFrame.js'
import { ApiError } from '../http/apiError.js'
import { clientAddress } from '../http/clientAddress.js'
import { describeError } from '../http/describeError.js'
import { isOwnOriginRequest } from '../http/isOwnOriginRequest.js'
import { matchRoute } from '../http/matchRoute.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendApiError, sendJson } from '../http/respond.js'
import { allowedOriginsPath, serveAllowedOrigins } from '../routes/serveAllowedOrigins.js'
import { jwksPath, serveJwks } from '../routes/serveJwks.js'
import { isSocialLoginPath, serveSocialLogin } from '../social/serveSocialLogin.js'
import type { ApiRequest } from './apiRequest.js'
import { apiRoutes } from './apiRoutes.js'
import type { ServiceContext } from './serviceContext.js'

/**
 * The service's request listener: `/v1/*` for the frame's origin only, the JWKS for anyone, the
 * device approval page (opened from an email), the social login popup's start and callback,
 * the Farcaster relay (for the visitor's Farcaster app), the frame's document and app. Every request is logged by method, path (without its query) and
 * status; bodies, headers and tokens never are.
 */
export function createRequestHandler(service: ServiceContext) {
  const { log } = service.config
  return (request: IncomingMessage, response: ServerResponse): void => {
    const startedAt = performance.now()
    const url = new URL(request.url ?? '/', 'http://service.invalid')
    const method = request.method ?? 'GET'
    response.on('finish', () =>
      log({
        level: 'info',
        message: 'request',
        method,
        path: url.pathname,
        status: response.statusCode,
        durationMs: Math.round(performance.now() - startedAt),
      }),
    )
    route(service, request, response, url, method).catch((error: unknown) => {
      if (error instanceof ApiError) return sendApiError(response, error)
      log({ level: 'error', message: 'request failed', method, path: url.pathname, ...describeError(error) })
      if (response.headersSent) return response.destroy()
      sendApiError(response, new ApiError('server_error', 'Server Error'))
    })
  }
}

async function route(
  service: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  method: string,
): Promise<void> {
  const path = url.pathname
  if (path === '/v1' || path.startsWith('/v1/')) {
    // No CORS headers are ever sent here: a page of another origin is refused, preflight included.
    if (!isOwnOriginRequest(request, service.publicUrl))
      throw new ApiError('origin_not_allowed', 'Origin Not Allowed')
    const match = matchRoute(apiRoutes, method, path)
    if (!match) throw new ApiError('not_found', 'No such route.')
    let body: Promise<Record<string, unknown>> | undefined
    const apiRequest: ApiRequest = {
      service,
      request,
      url,
      params: match.params,
      clientAddress: clientAddress(request, service.config.trustProxy),
      now: new Date(service.config.now()),
      body: () => {
        body ??= readJsonBody(request)
        return body
      },
    }
    const answer = await match.route.handle(apiRequest)
    return sendJson(response, answer.status ?? 200, answer.body)
  }
  if (path === jwksPath && (method === 'GET' || method === 'OPTIONS'))
    return serveJwks(service, method, response)
  if (path === allowedOriginsPath && (method === 'GET' || method === 'OPTIONS'))
    return serveAllowedOrigins(service, request, response, url, method)
  if (path === devicePagePath && (method === 'GET' || method === 'HEAD' || method === 'POST'))
    return serveDevicePage(service, request, response, url)
  if (isSocialLoginPath(path)) return serveSocialLogin(service, request, response, url)
  if (isFarcasterRelayPath(path)) return serveFarcasterRelay(service, request, response, url)
  if (isFramePath(path) && (method === 'GET' || method === 'HEAD')) return serveFrame(service, url, response)
  throw new ApiError('not_found', 'Not found.')
}
