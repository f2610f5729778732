import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'

/**
 * A request like `original` (method, URL, headers, socket) whose body is `body`, for a handler
 * after one that had to read the original's body: a request's body can be read only once.
 * Koa (under oidc-provider) reads the request's head and socket and streams the body.
 */
export function replayRequest(original: IncomingMessage, body: string): IncomingMessage {
  const bytes = Buffer.from(body, 'utf8')
  const headers = { ...original.headers, 'content-length': String(bytes.length) }
  // The body is whole now: a length, not chunks.
  delete headers['transfer-encoding']
  const replayed = Object.assign(Readable.from([bytes], { objectMode: false }), {
    method: original.method,
    url: original.url,
    headers,
    httpVersion: original.httpVersion,
    httpVersionMajor: original.httpVersionMajor,
    httpVersionMinor: original.httpVersionMinor,
    socket: original.socket,
    connection: original.socket,
    complete: true,
    aborted: false,
  })
  // Only the members above are read downstream; the cast is the one place the shapes differ.
  return replayed as unknown as IncomingMessage
}
