import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CaipNetworkId } from '@latchkit/core'
import type { SiwxVerifier } from '@latchkit/siwx'
import { createMemoryNonceStore, issueNonce, verifySignIn } from '@latchkit/siwx/server'

/** Who a session cookie belongs to. */
export type SignedInVisitor = { address: string; chainId: CaipNetworkId }

/** What the routes check a sign-in against: the site's own origin, networks and verifiers. */
export type SiwxRoutesParameters = {
  /** The origin the demo is served on (read per request: the port is known once it listens). */
  siteOrigin: () => string
  chainIds: readonly CaipNetworkId[]
  verifiers: readonly SiwxVerifier[]
}

const cookieName = 'latchkit_demo_session'

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
  response.end(JSON.stringify(body))
}

function sessionIdOf(request: IncomingMessage): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === cookieName && value) return value
  }
  return undefined
}

function readSignIn(body: string): { message: string; signature: string } | undefined {
  try {
    const parsed = JSON.parse(body) as unknown
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { message, signature } = parsed as Record<string, unknown>
    return typeof message === 'string' && typeof signature === 'string' ? { message, signature } : undefined
  } catch {
    return undefined
  }
}

/**
 * The demo site's sign-in back end, as plain Node request handling with `@latchkit/siwx/server`:
 * `GET /api/siwx/nonce`, `POST /api/siwx/verify` (`{ message, signature }`; 200 with an HttpOnly
 * session cookie, or 401 with `{ reason }`), `GET /api/siwx/session` and `POST /api/siwx/signout`.
 * Returns `false` for any other request.
 */
export function createSiwxRoutes(parameters: SiwxRoutesParameters) {
  const nonceStore = createMemoryNonceStore()
  const sessions = new Map<string, SignedInVisitor>()

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = (request.url ?? '').split('?')[0]
    const route = `${request.method} ${path}`
    if (route === 'GET /api/siwx/nonce') {
      sendJson(response, 200, { nonce: await issueNonce({ nonceStore }) })
      return true
    }
    if (route === 'POST /api/siwx/verify') {
      const signIn = readSignIn(await readBody(request))
      if (!signIn) {
        sendJson(response, 400, { reason: 'malformed' })
        return true
      }
      const origin = new URL(parameters.siteOrigin())
      const result = await verifySignIn({
        ...signIn,
        expected: { domain: origin.host, uri: origin.origin, chainId: parameters.chainIds },
        nonceStore,
        verifier: parameters.verifiers,
      })
      if (!result.ok) {
        sendJson(response, 401, { reason: result.reason })
        return true
      }
      const id = randomUUID()
      const visitor = { address: result.data.accountAddress, chainId: result.data.chainId }
      sessions.set(id, visitor)
      sendJson(response, 200, visitor, {
        'set-cookie': `${cookieName}=${id}; HttpOnly; SameSite=Strict; Path=/`,
      })
      return true
    }
    if (route === 'GET /api/siwx/session') {
      const id = sessionIdOf(request)
      sendJson(response, 200, (id && sessions.get(id)) || null)
      return true
    }
    if (route === 'POST /api/siwx/signout') {
      const id = sessionIdOf(request)
      if (id) sessions.delete(id)
      sendJson(response, 200, null, {
        'set-cookie': `${cookieName}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`,
      })
      return true
    }
    return false
  }
}
