import type { IncomingMessage, ServerResponse } from 'node:http'
import { isProjectId } from '../config/readProjectConfig.js'
import { type ApiError, invalidProjectId, rateLimited } from '../http/apiError.js'
import { clientAddress } from '../http/clientAddress.js'
import { sendApiError, sendJson } from '../http/respond.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { findProject } from '../store/projectsStore.js'
import { takeRateSlot } from '../store/rateEventsStore.js'

/** The wallet registry's path for a project's allowed origins (spec section 7). */
export const allowedOriginsPath = '/projects/v1/origins'

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET' }

/**
 * `GET /projects/v1/origins?projectId=…`: the origins that may embed the project's frame, as the
 * wallet registry answers them, so a site checks its own origin before email login (spec section
 * 5) instead of waiting for the frame to refuse it. Any origin may read it: the same list is the
 * frame's public `frame-ancestors`. Counted against the caller's per-minute limit (429 'Rate
 * Limited'); an unknown project is 404 'Invalid Project ID'.
 */
export async function serveAllowedOrigins(
  service: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  method: string,
): Promise<void> {
  if (method === 'OPTIONS') {
    response.writeHead(204, cors)
    response.end()
    return
  }
  const decision = await takeRateSlot(service.database, {
    key: `origins:${clientAddress(request, service.config.trustProxy)}`,
    limit: service.config.limits.requestsPerIpPerMinute,
    windowMs: 60_000,
    now: new Date(service.config.now()),
  })
  const id = url.searchParams.get('projectId')
  const project = isProjectId(id) ? await findProject(service.database, id) : undefined
  if (!decision.allowed) return sendCorsError(response, rateLimited(decision.retryAfterMs))
  if (!project) return sendCorsError(response, invalidProjectId())
  sendJson(response, 200, { allowedOrigins: project.allowedOrigins }, cors)
}

function sendCorsError(response: ServerResponse, error: ApiError) {
  response.setHeader('access-control-allow-origin', '*')
  sendApiError(response, error)
}
