import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

/** A request to a rig identity provider, its body read. */
export type ProviderRequest = {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  body: string
}

/** What a rig identity provider answers. */
export type ProviderResponse = {
  status: number
  headers?: Record<string, string>
  body?: string
}

// Larger bodies are no token or login request; the cap keeps a runaway client from filling memory.
const maxBodyBytes = 64 * 1024

/** Reads the whole body of `incoming` (refusing more than 64 KiB). */
export async function readProviderRequest(
  incoming: IncomingMessage,
  origin: string,
): Promise<ProviderRequest> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBodyBytes) throw new RangeError('request body too large')
    chunks.push(chunk)
  }
  return {
    method: incoming.method ?? 'GET',
    url: new URL(incoming.url ?? '/', origin),
    headers: incoming.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  }
}

/** Writes `answer` to `response`, with no caching: every answer of a login flow is single use. */
export function sendProviderResponse(response: ServerResponse, answer: ProviderResponse) {
  response.writeHead(answer.status, { 'cache-control': 'no-store', ...answer.headers })
  response.end(answer.body ?? '')
}

/** A JSON answer. */
export function json(
  status: number,
  value: unknown,
  contentType = 'application/json; charset=utf-8',
): ProviderResponse {
  return { status, headers: { 'content-type': contentType }, body: JSON.stringify(value) }
}

/** A page for the visitor's browser. */
export function html(status: number, page: string): ProviderResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: page }
}

/** A redirect of the visitor's browser. */
export function redirect(location: string): ProviderResponse {
  return { status: 302, headers: { location } }
}

/** Whether the body is declared as a form (`application/x-www-form-urlencoded`). */
export function hasFormBody(request: ProviderRequest): boolean {
  return (
    (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ===
    'application/x-www-form-urlencoded'
  )
}

/** The body's form fields, or none when the body is not a form. */
export function formOf(request: ProviderRequest): URLSearchParams {
  return hasFormBody(request) ? new URLSearchParams(request.body) : new URLSearchParams()
}

/**
 * The request's parameters wherever the client put them: the query, then a form body or a JSON
 * object body (GitHub reads all three; the Graph API the query and a form).
 */
export function parametersOf(request: ProviderRequest): URLSearchParams {
  const parameters = new URLSearchParams(request.url.search)
  if (hasFormBody(request)) {
    for (const [name, value] of new URLSearchParams(request.body)) parameters.set(name, value)
  } else if (/^application\/json/i.test(request.headers['content-type'] ?? '')) {
    try {
      const body: unknown = JSON.parse(request.body)
      if (body && typeof body === 'object') {
        for (const [name, value] of Object.entries(body))
          if (typeof value === 'string') parameters.set(name, value)
      }
    } catch {
      // An unreadable body carries no parameters; the endpoint refuses the missing ones.
    }
  }
  return parameters
}

/** The client id and secret of an HTTP Basic `authorization` header (RFC 6749 §2.3.1), if any. */
export function basicCredentials(
  authorization: string | undefined,
): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '')
  if (!match?.[1]) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  // RFC 6749 form-encodes both parts before joining them; most clients send plain values, which
  // decode to themselves.
  const formDecode = (value: string) => {
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      return value
    }
  }
  return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) }
}

/** The token of an `authorization: <scheme> <token>` header, for one of `schemes` (case-insensitive). */
export function authorizationToken(request: ProviderRequest, schemes: readonly string[]): string | undefined {
  const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/)
  if (!scheme || !token || rest.length > 0) return undefined
  return schemes.some((accepted) => accepted.toLowerCase() === scheme.toLowerCase()) ? token : undefined
}
