import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SiwxVerifier } from '../src/exports/index.js'
import { createMemoryNonceStore, issueNonce, type SignInResult, verifySignIn } from '../src/exports/server.js'

/** A site's own back end, as plain Node: nonces, and sessions checked with `verifySignIn`. */
export type SiteServer = {
  url: string
  /** Every answer of `POST /session`, oldest first. */
  results: SignInResult[]
  stop(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

/**
 * Starts the site's server on a free port: `GET /nonce` issues a nonce, `POST /session` with
 * `{ message, signature }` answers 200 with a session cookie, or 401 with the refusal reason.
 * The page is on another origin, so it answers CORS preflights.
 */
export async function startSiteServer(parameters: {
  expected: { domain: string; uri: string }
  verifier: readonly SiwxVerifier[]
}): Promise<SiteServer> {
  const nonceStore = createMemoryNonceStore()
  const results: SignInResult[] = []
  const respond = (
    response: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'content-type': 'text/plain',
      ...headers,
    })
    response.end(body)
  }
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return respond(response, 204, '')
    if (request.method === 'GET' && request.url === '/nonce')
      return respond(response, 200, await issueNonce({ nonceStore }))
    if (request.method === 'POST' && request.url === '/session') {
      const { message, signature } = JSON.parse(await readBody(request)) as {
        message: string
        signature: string
      }
      const result = await verifySignIn({
        message,
        signature,
        expected: parameters.expected,
        nonceStore,
        verifier: parameters.verifier,
      })
      results.push(result)
      if (!result.ok) return respond(response, 401, result.reason)
      return respond(response, 200, 'signed in', {
        'set-cookie': `session=${randomUUID()}; HttpOnly; SameSite=Lax; Path=/`,
      })
    }
    respond(response, 404, 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    results,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
