import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'
import { answerJsonRpc, type RpcMethods } from './jsonRpc.js'
import type { SubscriptionHub } from './subscriptions.js'

const maxBodyBytes = 1024 * 1024

/** A running JSON-RPC server: HTTP POST for calls, WebSocket upgrade on the same port. */
export type RpcServer = { port: number; close(): Promise<void> }

// Pages of the demo site call the RPC from another origin, as they would a public endpoint.
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
}

function reply(response: ServerResponse, status: number, body?: string, contentType = 'application/json') {
  response.writeHead(
    status,
    body === undefined ? corsHeaders : { ...corsHeaders, 'content-type': contentType },
  )
  response.end(body)
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBodyBytes) chunks.push(chunk)
    })
    request.on('end', () =>
      resolve(size <= maxBodyBytes ? Buffer.concat(chunks).toString('utf8') : undefined),
    )
    request.on('error', reject)
  })
}

async function handleHttp(request: IncomingMessage, response: ServerResponse, methods: RpcMethods) {
  if (request.method === 'OPTIONS') return reply(response, 204)
  if (request.method === 'GET' && request.url === '/health') return reply(response, 200, 'ok', 'text/plain')
  if (request.method !== 'POST') return reply(response, 405, undefined)
  const body = await readBody(request)
  if (body === undefined) return reply(response, 413, undefined)
  const answer = await answerJsonRpc(body, methods)
  return answer === undefined ? reply(response, 204) : reply(response, 200, answer)
}

/** Starts the server on 127.0.0.1; `port` 0 picks a free one. */
export async function startRpcServer(options: {
  methods: RpcMethods
  hub: SubscriptionHub
  port: number
}): Promise<RpcServer> {
  const server = createServer((request, response) => {
    handleHttp(request, response, options.methods).catch(() => {
      if (!response.headersSent) reply(response, 500, undefined)
      else response.destroy()
    })
  })
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxBodyBytes })
  server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (webSocket) =>
      sockets.emit('connection', webSocket, request),
    )
  })
  sockets.on('connection', (webSocket: WebSocket) => {
    const send = (message: unknown) => {
      if (webSocket.readyState === WebSocket.OPEN) webSocket.send(JSON.stringify(message))
    }
    const session = options.hub.openSession(send)
    webSocket.on('message', async (data) => {
      const answer = await answerJsonRpc(data.toString(), session.methods)
      if (answer !== undefined && webSocket.readyState === WebSocket.OPEN) webSocket.send(answer)
    })
    webSocket.on('close', () => session.close())
    webSocket.on('error', () => webSocket.terminate())
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const webSocket of sockets.clients) webSocket.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
