import type { IncomingHttpHeaders } from 'node:http'
import type { RegistryState } from './registryState.js'

export type RouteRequest = {
  path: string
  query: URLSearchParams
  /** Values of the `:name` segments of the route's path. */
  params: Record<string, string>
  /** The parsed JSON body of a POST (undefined for GET). */
  body: unknown
  headers: IncomingHttpHeaders
}

export type RouteResponse = {
  status?: number
  /** Sent as JSON. */
  json?: unknown
  /** Sent as is, with `contentType`. */
  text?: string
  contentType?: string
}

export type Route = {
  method: 'GET' | 'POST'
  /** `/v1/identity/:address` style: `:name` matches one path segment. */
  path: string
  handle(request: RouteRequest, state: RegistryState): RouteResponse | Promise<RouteResponse>
}

/** The route for `method` and `path`, with its parameters; undefined when none matches. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/')
  for (const route of routes) {
    if (route.method !== method) continue
    const pattern = route.path.split('/')
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const isMatch = pattern.every((part, index) => {
      const segment = segments[index] ?? ''
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment)
        return segment !== ''
      }
      return part === segment
    })
    if (isMatch) return { route, params }
  }
  return undefined
}

export const badRequest = (message: string): RouteResponse => ({ status: 400, json: { message } })
export const notFound = (message = 'Not found'): RouteResponse => ({ status: 404, json: { message } })

/** A JSON object's string field, or undefined. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? Reflect.get(body, name)
    : undefined
}
