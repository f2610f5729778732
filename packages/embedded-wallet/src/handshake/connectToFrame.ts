import { FrameLoadFailedError } from './errors.js'
import { frameReadyType, type MessageTargetWindow, sitePortType } from './handshakeMessages.js'

/** The frame load timeout of spec section 9. */
export const frameLoadTimeoutMs = 20_000

/**
 * The site's half of the handshake: waits for the frame's ready message, taken only from the
 * iframe's own window and only with the frame service's exact origin, then sends it one end of a
 * new MessageChannel, addressed to that exact origin (never `'*'`), and resolves the other end:
 * every later message goes over it. Rejects with `iframe_load_failed` when the frame has not said
 * it is ready after `timeoutMs`.
 */
export function connectToFrame(parameters: {
  /** The page's window (where the frame's ready message arrives). */
  page: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The iframe's window (`iframe.contentWindow`). */
  frame: MessageTargetWindow
  /** The wallet service's origin, e.g. `https://wallet.example.com`. */
  frameOrigin: string
  timeoutMs?: number
}): Promise<MessagePort> {
  const { page, frame, frameOrigin } = parameters
  const timeoutMs = parameters.timeoutMs ?? frameLoadTimeoutMs
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame || event.origin !== frameOrigin) return
      const data = event.data as { type?: unknown } | null
      if (typeof data !== 'object' || data === null || data.type !== frameReadyType) return
      stop()
      const channel = new MessageChannel()
      frame.postMessage({ type: sitePortType }, frameOrigin, [channel.port2])
      resolve(channel.port1)
    }
    const timer = setTimeout(() => {
      stop()
      reject(new FrameLoadFailedError({ frameOrigin, timeoutMs }))
    }, timeoutMs)
    const stop = () => {
      clearTimeout(timer)
      page.removeEventListener('message', onMessage as EventListener)
    }
    page.addEventListener('message', onMessage as EventListener)
  })
}
