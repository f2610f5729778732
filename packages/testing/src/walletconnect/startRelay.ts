import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'
import { WalletConnectRigError } from './errors.js'
import { formatRelayError, formatRelayResult, parseRelayFrame, rpcErrorCodes } from './relayFrame.js'
import { createRelayHub, type RelayHub, type RelayPeer } from './relayHub.js'
import { createRelayMailbox } from './relayMailbox.js'
import { asObject, findRelayMethod, RelayParamsError } from './relayMethods.js'

export type StartRelayOptions = {
  /** Port on 127.0.0.1. @default 0 (a free port) */
  port?: number
  /** Clock for message times to live; tests pass their own to expire messages without waiting. @default Date.now */
  now?: () => number
  /** How often the relay pings each socket. The Node client drops a socket after 35 s without a ping. @default 15000 */
  pingIntervalMs?: number
}

export type Relay = {
  /** `ws://127.0.0.1:<port>`: the `relayUrl` for WalletConnect clients. */
  url: string
  /** Closes every socket and the server. */
  stop(): Promise<void>
  /** Drops every socket and listens again on the same port; mailboxes survive, as on a relay redeploy. */
  restart(): Promise<void>
}

/**
 * Starts a WalletConnect v2 relay on 127.0.0.1: the relay's JSON-RPC over WebSocket with a mailbox
 * per topic, so the real `@walletconnect/*` clients pair and talk through it without the internet.
 * Any `projectId` and auth token are accepted.
 *
 * @example
 * const relay = await startRelay()
 * const client = await SignClient.init({ projectId: 'rig', relayUrl: relay.url })
 * // ...
 * await relay.stop()
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const hub = createRelayHub(createRelayMailbox(options.now ?? Date.now))
  const sockets = new Set<WebSocket>()
  const onConnection = (socket: WebSocket, request: IncomingMessage) =>
    attachSocket(hub, sockets, socket, request)

  let server = await listen(options.port ?? 0, onConnection)
  const { port } = server.address() as AddressInfo
  let isStopped = false

  const pingTimer = setInterval(() => {
    for (const socket of sockets) socket.ping()
  }, options.pingIntervalMs ?? 15_000)
  // The rig's owner ends it with stop(); a forgotten relay must not hold the process open.
  pingTimer.unref()

  async function close() {
    for (const socket of sockets) socket.terminate()
    sockets.clear()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  return {
    url: `ws://127.0.0.1:${port}`,
    async stop() {
      if (isStopped) return
      isStopped = true
      clearInterval(pingTimer)
      await close()
    },
    async restart() {
      if (isStopped)
        throw new WalletConnectRigError('The relay was stopped; start a new one instead of restarting it')
      await close()
      server = await listen(port, onConnection)
    },
  }
}

async function listen(port: number, onConnection: (socket: WebSocket, request: IncomingMessage) => void) {
  const server: Server = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('This is a WalletConnect relay: connect by WebSocket')
  })
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', onConnection)
  server.on('close', () => sockets.close())
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new WalletConnectRigError(`The relay could not listen on 127.0.0.1:${port}`, { cause: error })),
    )
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return server
}

function attachSocket(hub: RelayHub, sockets: Set<WebSocket>, socket: WebSocket, request: IncomingMessage) {
  const peer: RelayPeer = {
    clientId: clientIdFromAuth(request.url) ?? `anonymous:${randomUUID()}`,
    send(frame) {
      if (socket.readyState === WebSocket.OPEN) socket.send(frame)
    },
    topics: new Set(),
    pushed: new WeakSet(),
    awaitingAck: new Map(),
  }
  sockets.add(socket)
  socket.on('message', (data) => answerFrame(hub, peer, String(data)))
  socket.on('close', () => {
    sockets.delete(socket)
    hub.remove(peer)
  })
  // A client's broken socket ends that socket only, never the rig.
  socket.on('error', () => socket.terminate())
}

function answerFrame(hub: RelayHub, peer: RelayPeer, text: string) {
  const frame = parseRelayFrame(text)
  if (frame.kind === 'invalid') return peer.send(formatRelayError(frame.id, frame.error))
  if (frame.kind === 'response') return hub.acknowledge(peer, frame.id)

  const handler = findRelayMethod(frame.method)
  if (!handler) {
    const error = { code: rpcErrorCodes.methodNotFound, message: `Method not found: ${frame.method}` }
    if (!frame.isNotification) peer.send(formatRelayError(frame.id, error))
    return
  }
  try {
    const outcome = handler(hub, peer, asObject(frame.params ?? {}, 'params'))
    if (!frame.isNotification) peer.send(formatRelayResult(frame.id, outcome.result))
    outcome.afterAnswer?.()
  } catch (error) {
    const isParamsError = error instanceof RelayParamsError
    const reason = error instanceof Error ? error.message : String(error)
    peer.send(
      formatRelayError(frame.id, {
        code: isParamsError ? rpcErrorCodes.invalidParams : rpcErrorCodes.internalError,
        message: `${isParamsError ? 'Invalid params' : 'Internal error'}: ${reason}`,
      }),
    )
  }
}

// The client's `auth` query parameter is a JWT whose issuer is its `did:key`. The relay does not
// check the signature (any client may connect); it only needs a stable id across reconnections.
function clientIdFromAuth(requestUrl: string | undefined): string | undefined {
  try {
    const token = new URL(requestUrl ?? '/', 'ws://127.0.0.1').searchParams.get('auth')
    const payload = token?.split('.')[1]
    if (!payload) return undefined
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof iss === 'string' && iss.length > 0 ? iss : undefined
  } catch {
    return undefined
  }
}
