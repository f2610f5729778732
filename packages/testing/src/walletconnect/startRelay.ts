import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, STATUS_CODES } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import { WalletConnectRigError } from './errors.js'
import { authTokenRefusal, type RelayConnection, readRelayConnection } from './relayConnection.js'
import { createRelayFaults, type RelayFaults, type RelayRefusal } from './relayFaults.js'
import {
  formatRelayError,
  formatRelayResult,
  parseRelayFrame,
  type RelayFrame,
  type RpcError,
  rpcErrorCodes,
} from './relayFrame.js'
import { createRelayHub, type RelayHub, type RelayPeer } from './relayHub.js'
import { createRelayMailbox } from './relayMailbox.js'
import { asObject, findRelayMethod, RelayParamsError } from './relayMethods.js'

// The code the real relay closes a refused socket with (`useOnCloseEvent`); the JavaScript client
// turns only this code into an error event, carrying the reason.
const refusedCloseCode = 3000

export type StartRelayOptions = {
  /** Port on 127.0.0.1. @default 0 (a free port) */
  port?: number
  /**
   * The relay's clock: for message times to live, and for the times of each client's auth token
   * (a token not yet valid or expired by it is refused, as the real relay refuses a client whose
   * clock is off). Tests pass their own to expire messages without waiting. @default Date.now
   */
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
  /** Failures to play for a project id, as the real relay reports them (refused key, rate limit, internal error). */
  readonly faults: RelayFaults
}

/**
 * Starts a WalletConnect v2 relay on 127.0.0.1: the relay's JSON-RPC over WebSocket with a mailbox
 * per topic, so the real `@walletconnect/*` clients pair and talk through it without the internet.
 * Any `projectId`, and any auth token valid at the relay's time, is accepted until a test switches
 * a fault on (`relay.faults`).
 *
 * @example
 * const relay = await startRelay()
 * const client = await SignClient.init({ projectId: 'rig', relayUrl: relay.url })
 * // ...
 * await relay.stop()
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const now = options.now ?? Date.now
  const hub = createRelayHub(createRelayMailbox(now))
  const { faults, refusalOf, takeRequestError } = createRelayFaults()
  const sockets = new Set<WebSocket>()
  const admit = (connection: RelayConnection) =>
    refusalOf(connection.projectId) ?? authTokenRefusal(connection, now())
  const onConnection = (
    socket: WebSocket,
    connection: RelayConnection,
    refusal: RelayRefusal | undefined,
  ) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    // A client's broken socket ends that socket only, never the rig.
    socket.on('error', () => socket.terminate())
    if (refusal) socket.close(refusedCloseCode, refusal.reason)
    else attachSocket(hub, socket, connection, takeRequestError)
  }

  let server = await listen(options.port ?? 0, admit, onConnection)
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
      server = await listen(port, admit, onConnection)
    },
    faults,
  }
}

type OnConnection = (
  socket: WebSocket,
  connection: RelayConnection,
  refusal: RelayRefusal | undefined,
) => void

async function listen(
  port: number,
  admit: (connection: RelayConnection) => RelayRefusal | undefined,
  onConnection: OnConnection,
) {
  const server: Server = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('This is a WalletConnect relay: connect by WebSocket')
  })
  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (request: IncomingMessage, stream: Duplex, head: Buffer) => {
    const connection = readRelayConnection(request.url)
    const refusal = admit(connection)
    // A client that cannot read close frames learns of a refusal from the upgrade's status.
    if (refusal && !connection.wantsCloseEvents) return refuseUpgrade(stream, refusal)
    sockets.handleUpgrade(request, stream, head, (socket) => onConnection(socket, connection, refusal))
  })
  server.on('close', () => sockets.close())
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new WalletConnectRigError(`The relay could not listen on 127.0.0.1:${port}`, { cause: error })),
    )
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return server
}

function refuseUpgrade(stream: Duplex, refusal: RelayRefusal) {
  stream.on('error', () => stream.destroy())
  const body = refusal.reason
  stream.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
      `Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

function attachSocket(
  hub: RelayHub,
  socket: WebSocket,
  connection: RelayConnection,
  takeRequestError: (projectId: string, method: string) => RpcError | undefined,
) {
  const peer: RelayPeer = {
    clientId: connection.clientId ?? `anonymous:${randomUUID()}`,
    send(frame) {
      if (socket.readyState === WebSocket.OPEN) socket.send(frame)
    },
    topics: new Set(),
    pushed: new WeakSet(),
    awaitingAck: new Map(),
  }
  socket.on('message', (data) => {
    const frame = parseRelayFrame(String(data))
    // A fault switched on for the project answers its next request instead of the relay.
    const isCall = frame.kind === 'request' && !frame.isNotification
    const fault = isCall ? takeRequestError(connection.projectId, frame.method) : undefined
    if (fault) peer.send(formatRelayError(frame.id, fault))
    else answerFrame(hub, peer, frame)
  })
  socket.on('close', () => hub.remove(peer))
}

function answerFrame(hub: RelayHub, peer: RelayPeer, frame: RelayFrame) {
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
