import type { ServerResponse } from 'node:http'
import type { JsonWebKeySet } from '../api.js'
import { sendJson } from '../http/respond.js'
import type { ServiceContext } from '../service/serviceContext.js'

export const jwksPath = '/.well-known/jwks.json'

/**
 * The public keys of the access tokens, for a site's own server to verify them. The one route
 * any origin may read (public keys only).
 */
export function serveJwks(service: ServiceContext, method: string, response: ServerResponse): void {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET' }
  if (method === 'OPTIONS') {
    response.writeHead(204, cors)
    response.end()
    return
  }
  const body: JsonWebKeySet = { keys: service.signingKeys.publicKeys() }
  sendJson(response, 200, body, { ...cors, 'cache-control': 'public, max-age=300' })
}
