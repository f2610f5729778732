import { FrameMessengerClosedError, FrameRequestError, FrameRequestTimeoutError } from './errors.js'
import type { FrameRequestType } from './frameRequests.js'
import { readFrameResponse } from './readFrameMessage.js'

/** The request timeout of spec section 9 (email, device, code, social, RPC). */
export const frameRequestTimeoutMs = 120_000

/** The port end the site holds after the handshake (a `MessagePort`). */
export type FramePort = Pick<
  MessagePort,
  'postMessage' | 'start' | 'close' | 'addEventListener' | 'removeEventListener'
>

type Pending = {
  type: FrameRequestType
  resolve: (payload: unknown) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

/**
 * The site's side of the frame protocol over the port the handshake gave it: `request` sends a
 * request with a fresh id and settles on the success or error event with that id (or rejects
 * after `timeoutMs` with `iframe_request_timeout`). Whatever else arrives on the port (a malformed
 * message, an answer to no pending request, a second answer) is ignored. `close` rejects every
 * pending request and closes the port.
 *
 * @example
 * const messenger = createFrameMessenger(port)
 * const user = await messenger.request('GetUser', {})
 */
export function createFrameMessenger(
  port: FramePort,
  options: { timeoutMs?: number; newId?: () => string } = {},
) {
  const timeoutMs = options.timeoutMs ?? frameRequestTimeoutMs
  const newId = options.newId ?? (() => crypto.randomUUID())
  const pending = new Map<string, Pending>()
  let closed = false

  const onMessage = (event: MessageEvent) => {
    const response = readFrameResponse(event.data)
    const waiting = response && pending.get(response.id)
    // An answer must name the request it answers: a success of another type is not one.
    const answers =
      waiting && (response.type === `${waiting.type}Success` || response.type === `${waiting.type}Error`)
    if (!response || !waiting || !answers) return
    pending.delete(response.id)
    clearTimeout(waiting.timer)
    if ('error' in response)
      waiting.reject(new FrameRequestError({ requestType: waiting.type, ...response.error }))
    else waiting.resolve(response.payload)
  }
  port.addEventListener('message', onMessage as EventListener)
  port.start()

  return {
    /** Sends `type` with `payload`; resolves the frame's success payload. */
    request(type: FrameRequestType, payload: unknown): Promise<unknown> {
      if (closed) return Promise.reject(new FrameMessengerClosedError({ requestType: type }))
      const id = newId()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new FrameRequestTimeoutError({ requestType: type, timeoutMs }))
        }, timeoutMs)
        pending.set(id, { type, resolve, reject, timer })
        port.postMessage({ id, type, payload })
      })
    },
    /** How many requests wait for an answer. */
    get pendingCount() {
      return pending.size
    },
    /** Rejects every pending request ('Request was aborted') and closes the port. */
    close() {
      if (closed) return
      closed = true
      port.removeEventListener('message', onMessage as EventListener)
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer)
        pending.delete(id)
        waiting.reject(new FrameMessengerClosedError({ requestType: waiting.type }))
      }
      port.close()
    },
  }
}

export type FrameMessenger = ReturnType<typeof createFrameMessenger>
