import { WebSocket } from 'ws'

type Frame = { id?: unknown; method?: string; params?: unknown; result?: unknown; error?: { code: number } }
export type RelayPush = {
  id: string
  data: { topic: string; message: string; publishedAt: number; tag: number }
}

/**
 * A bare JSON-RPC client for the relay's own tests: it speaks the wire protocol directly, with the
 * same kind of `auth` JWT the WalletConnect client sends (only its issuer is read).
 */
export async function connectRawRelayClient(
  relayUrl: string,
  clientId: string,
  options = { acknowledge: true },
) {
  const payload = Buffer.from(JSON.stringify({ iss: clientId })).toString('base64url')
  const socket = new WebSocket(`${relayUrl}/?auth=e30.${payload}.c2ln&projectId=rig&ua=raw`)
  const answers = new Map<string, (frame: Frame) => void>()
  const pushes: RelayPush[] = []
  const pushWaiters: Array<() => void> = []
  let nextId = 1
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))

  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame
    if (frame.method === 'irn_subscription') {
      pushes.push(frame.params as RelayPush)
      if (options.acknowledge) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
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
    /** Resolves when the socket closed, whichever side closed it. */
    closed,
    close(): Promise<void> {
      socket.close()
      return closed
    },
  }
}
