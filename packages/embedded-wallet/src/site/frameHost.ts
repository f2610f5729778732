import { connectToFrame, frameLoadTimeoutMs } from '../handshake/connectToFrame.js'
import { createFrameMessenger, type FrameMessenger } from '../protocol/createFrameMessenger.js'
import type { FrameRequestPayloads, FrameResponsePayloads } from '../protocol/framePayloads.js'
import { FrameNotSetError } from './errors.js'
import { frameUrl } from './frameUrl.js'
import { placeFrame } from './placeFrame.js'

/** Spec section 9: the frame counts as ready this long after its ready message. */
export const frameReadyDelayMs = 500

export type FrameHostOptions = {
  serviceUrl: string
  projectId: string
  /** The iframe's accessible name. */
  title: string
  /** The page (for tests: another window). */
  window?: Window
  loadTimeoutMs?: number
  requestTimeoutMs?: number
  /** Called once the frame is ready, before any request is sent (the site's theme, say). */
  onReady?: (messenger: FrameMessenger) => void
  /** The visitor's language, read when the frame loads (the frame draws its views in it). */
  locale?: () => string | undefined
}

type TypedRequestType = keyof FrameRequestPayloads & keyof FrameResponsePayloads

/**
 * The site's hold on the wallet frame: the iframe is created on the first request (never before),
 * hidden at the end of the page's body, and reached only over the port of the origin-checked
 * handshake. A load that fails or times out (`iframe_load_failed`) removes the iframe, so the next
 * request tries again. `show` lays the frame over an element of the modal while the frame itself
 * must speak to the visitor (approvals, the recovery secret, key export).
 */
export function createFrameHost(options: FrameHostOptions) {
  const page = options.window ?? window
  const serviceOrigin = new URL(options.serviceUrl).origin
  let loading: Promise<{ iframe: HTMLIFrameElement; messenger: FrameMessenger }> | undefined

  async function load() {
    const document = page.document
    const iframe = document.createElement('iframe')
    iframe.title = options.title
    // Passkeys protect the wallet's recovery share; the frame (its own origin) makes and asks them.
    iframe.allow = 'publickey-credentials-create; publickey-credentials-get'
    iframe.src = frameUrl({ ...options, siteOrigin: page.location.origin, locale: options.locale?.() }).href
    // Passkeys inside the frame (the recovery secret) need the site's permission.
    iframe.allow = `publickey-credentials-get ${serviceOrigin}; publickey-credentials-create ${serviceOrigin}`
    placeFrame.hidden(iframe)
    document.body.append(iframe)
    const frameWindow = iframe.contentWindow
    try {
      if (!frameWindow) throw new FrameNotSetError()
      const port = await connectToFrame({
        page,
        frame: frameWindow,
        frameOrigin: serviceOrigin,
        timeoutMs: options.loadTimeoutMs ?? frameLoadTimeoutMs,
      })
      await new Promise((resolve) => setTimeout(resolve, frameReadyDelayMs))
      const messenger = createFrameMessenger(port, { timeoutMs: options.requestTimeoutMs })
      options.onReady?.(messenger)
      return { iframe, messenger }
    } catch (error) {
      iframe.remove()
      throw error
    }
  }

  function ready() {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  return {
    /** Sends a request to the frame (loading it first) and resolves its answer. */
    async request<type extends TypedRequestType>(
      type: type,
      payload: FrameRequestPayloads[type],
    ): Promise<FrameResponsePayloads[type]> {
      const { messenger } = await ready()
      return (await messenger.request(type, payload)) as FrameResponsePayloads[type]
    },
    /** Whether the frame was created on this page. */
    get isLoaded() {
      return loading !== undefined
    },
    /** Lays the frame over `element`, moves focus into it, and returns a function that hides it. */
    async show(element: Element): Promise<() => void> {
      const { iframe } = await ready()
      return placeFrame.over(iframe, element, page)
    },
    /** Rejects pending requests ('Request was aborted'), removes the frame; the next request loads it anew. */
    async reload() {
      const current = loading
      loading = undefined
      const loaded = await current?.catch(() => undefined)
      loaded?.messenger.close()
      loaded?.iframe.remove()
    },
    /** How many requests wait for the frame's answer. */
    async pendingCount() {
      const loaded = await loading?.catch(() => undefined)
      return loaded?.messenger.pendingCount ?? 0
    },
  }
}

export type FrameHost = ReturnType<typeof createFrameHost>
