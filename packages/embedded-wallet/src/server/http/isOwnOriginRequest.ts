import type { IncomingMessage } from 'node:http'

/**
 * Whether a request comes from a page of the service's own origin (the frame). A browser sends
 * `Origin` on every cross-origin request and on same-origin ones other than GET and HEAD; a
 * same-origin GET carries no `Origin`, but `Sec-Fetch-Site: same-origin` (set by the browser, not
 * by scripts). Anything else (another site, a request with neither header) is refused.
 */
export function isOwnOriginRequest(request: IncomingMessage, ownOrigin: string): boolean {
  const origin = request.headers.origin
  if (origin !== undefined) return origin === ownOrigin
  return request.headers['sec-fetch-site'] === 'same-origin'
}
