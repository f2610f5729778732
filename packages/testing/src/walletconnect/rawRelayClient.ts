import { WebSocket } from 'ws'

type Frame = { id?: unknown; method?: string; params?: unknown; result?: unknown; error?: { code: number } }
export type RelayPush = {
  id: string
  data: { topic: string; message: string; publishedAt: number; tag: number }
}

export type RawRelayClientOptions = {
  /** Answer each pushed message, as the WalletConnect client does. @default true */
  acknowledge?: boolean
  /** @default 'rig' */
  projectId?: string
  /** Ask to learn of a refusal from the close frame (`useOnCloseEvent=true`), as the JavaScript client does. @default false */
  closeEvents?: boolean
  /** The token's `iat` and `exp`, in seconds. @default none: the relay checks only the times a token carries */
  issuedAt?: number
  expiresAt?: number
}

/**
 * A bare JSON-RPC client for the relay's own tests: it speaks the wire protocol directly, with the
 * same kind of `auth` JWT the WalletConnect client sends (its issuer and times are read, its
 * signature is not).
 */
export async function connectRawRelayClient(
  relayUrl: string,
  clientId: string,
  options: RawRelayClientOptions = {},
) {
  const { acknowledge = true, projectId = 'rig', closeEvents = false } = options
  const claims = { iss: clientId, iat: options.issuedAt, exp: options.expiresAt }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const query = new URLSearchParams({ auth: `e30.${payload}.c2ln`, projectId, ua: 'raw' })
  if (closeEvents) query.set('useOnCloseEvent', 'true')
  const socket = new WebSocket(`${relayUrl}/?${query}`)
  const answers = new Map<string, (frame: Frame) => void>()
  const pushes: RelayPush[] = []
  const pushWaiters: Array<() => void> = []
  let nextId = 1
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )

  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame
    if (frame.method === 'irn_subscription') {
      pushes.push(frame.params as RelayPush)
      if (acknowledge) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      for (const wake of pushWaiters.splice(0)) wake()
      return
    }
    answers.get(String(frame.id))?.(frame)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })

  return {
    pushes,
    /** Sends raw text and resolves with the answer to `id`. */
    sendRaw(text: string, id: unknown): Promise<Frame> {
      return new Promise((resolve) => {
        answers.set(String(id), resolve)
        socket.send(text)
      })
    },
    /** Calls a method; resolves with the whole answer frame (result or error). */
    call(method: string, params: unknown): Promise<Frame> {
      const id = nextId++
      return this.sendRaw(JSON.stringify({ id, jsonrpc: '2.0', method, params }), id)
    },
    /** Resolves once at least `count` messages were pushed to this client. */
    async waitForPushes(count: number): Promise<RelayPush[]> {
      while (pushes.length < count) await new Promise<void>((resolve) => pushWaiters.push(resolve))
      return pushes
    },
    /** Resolves with the close frame's code and reason when the socket closed, whichever side closed it. */
    closed,
    async close(): Promise<void> {
      socket.close()
      await closed
    },
  }
}
