import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What a stubbed endpoint answers: a status and a body (an object is sent as JSON). */
export type StubAnswer = { status?: number; body: unknown; headers?: Record<string, string> }

/** A request the stub received. */
export type StubRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
}

/** A provider's API on 127.0.0.1, answering by path; tests change `answers` as they go. */
export type ProviderStub = {
  url: string
  answers: Map<string, StubAnswer>
  requests: StubRequest[]
  close(): Promise<void>
}

/**
 * Starts a local HTTP server standing in for a provider's user endpoints: each path answers what
 * `answers` holds for it (404 otherwise), a string body as it is, anything else as JSON.
 */
export async function startProviderStub(): Promise<ProviderStub> {
  const answers = new Map<string, StubAnswer>()
  const requests: StubRequest[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub')
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
    })
    const answer = answers.get(url.pathname) ?? { status: 404, body: { message: 'Not Found' } }
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
    response
      .writeHead(answer.status ?? 200, {
        'content-type': 'application/json; charset=utf-8',
        ...answer.headers,
      })
      .end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
