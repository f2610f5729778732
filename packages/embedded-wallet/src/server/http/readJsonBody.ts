import type { IncomingMessage } from 'node:http'
import { ApiError } from './apiError.js'

/** Bodies are small (the largest is a wallet with a 4 KiB recovery envelope). */
const maxBodyBytes = 16 * 1024

/**
 * The request's JSON object body.
 *
 * @throws {ApiError} `invalid_request` for another content type, a body over 16 KiB, or anything
 * but a JSON object.
 */
export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const contentType = request.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    throw new ApiError('invalid_request', 'The body must be JSON (Content-Type: application/json).')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) throw new ApiError('invalid_request', 'The body is too large.')
    chunks.push(chunk as Buffer)
  }
  let body: unknown
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new ApiError('invalid_request', 'The body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError('invalid_request', 'The body must be a JSON object.')
  return body as Record<string, unknown>
}
