import type { IncomingMessage } from 'node:http'

/**
 * The address a request came from, for the per-IP limit. Behind a trusted proxy, the last
 * `X-Forwarded-For` entry (the one that proxy appended; earlier ones are the client's to forge).
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for']
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim()
    if (last) return last
  }
  return request.socket.remoteAddress ?? 'unknown'
}
