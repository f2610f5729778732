import type { IncomingMessage } from 'node:http'
import type { ServiceContext } from './serviceContext.js'

/** One API request as a route handler sees it. */
export type ApiRequest = {
  service: ServiceContext
  request: IncomingMessage
  url: URL
  /** The path's `:name` parts. */
  params: Record<string, string>
  clientAddress: string
  /** The service clock at the request's start. */
  now: Date
  /** The JSON object body (read once). @throws {ApiError} `invalid_request` */
  body: () => Promise<Record<string, unknown>>
}

/** A successful JSON answer. */
export type ApiAnswer = { status?: number; body: unknown }

export type ApiRoute = {
  method: 'GET' | 'POST' | 'PUT'
  /** `/v1/projects/:id`: a `:name` part matches one path segment. */
  path: string
  handle: (request: ApiRequest) => Promise<ApiAnswer>
}
