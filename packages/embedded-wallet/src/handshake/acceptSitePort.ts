import { isOriginAllowed } from '@latchkit/core/clients'
import { ParentNotSetError, SiteOriginNotAllowedError } from './errors.js'
import { frameReadyType, type MessageTargetWindow, sitePortType } from './handshakeMessages.js'

/**
 * The frame's half of the handshake. The site names its origin in the frame's URL; the frame
 * refuses an origin the project does not allow, posts its ready message to its parent addressed
 * to that exact origin (a parent on another origin never receives it), and resolves the port the
 * site answers with, taken only from its parent window, only with that origin, and only once.
 *
 * @throws {SiteOriginNotAllowedError} for a site origin outside the project's allowed origins.
 * @throws {ParentNotSetError} when the frame is a page of its own (its parent is itself).
 */
export function acceptSitePort(parameters: {
  /** The frame's window (where the site's port arrives). */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** `window.parent`. */
  parent: MessageTargetWindow
  /** The origin the site says it is (from the frame's URL). */
  siteOrigin: string
  /** The project's allowed origins (exact or wildcard, as the service stores them). */
  allowedOrigins: readonly string[]
}): Promise<MessagePort> {
  const { self, parent, siteOrigin, allowedOrigins } = parameters
  if ((parent as unknown) === self) return Promise.reject(new ParentNotSetError())
  if (!isOriginAllowed(siteOrigin, allowedOrigins))
    return Promise.reject(new SiteOriginNotAllowedError({ siteOrigin }))
  const origin = new URL(siteOrigin).origin
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== parent || event.origin !== origin) return
      const data = event.data as { type?: unknown } | null
      const [port] = event.ports
      if (typeof data !== 'object' || data === null || data.type !== sitePortType || !port) return
      self.removeEventListener('message', onMessage as EventListener)
      resolve(port)
    }
    self.addEventListener('message', onMessage as EventListener)
    parent.postMessage({ type: frameReadyType, version: 1 }, origin)
  })
}
