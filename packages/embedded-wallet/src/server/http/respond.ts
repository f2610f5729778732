import type { ServerResponse } from 'node:http'
import type { ApiErrorBody } from '../api.js'
import type { ApiError } from './apiError.js'

/** Headers of every API answer: JSON that no browser renders, caches or sniffs. */
const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  response.writeHead(status, { ...jsonHeaders, ...headers, 'content-length': Buffer.byteLength(text) })
  response.end(text)
}

export function sendApiError(response: ServerResponse, error: ApiError): void {
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.shortMessage,
      ...(error.reason ? { reason: error.reason } : {}),
      ...(error.reason === 'EMAIL_LOGIN_TOO_SOON' ? { seconds: error.retryAfterSeconds } : {}),
    },
  }
  sendJson(
    response,
    error.status,
    body,
    error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) },
  )
}
