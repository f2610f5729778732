/** What the frame posts its parent once it can take a port: only to the origin it was told and allowed. */
export const frameReadyType = 'latchkit:frame-ready'
/** What the site posts the frame with the port every later message goes over. */
export const sitePortType = 'latchkit:site-port'

/** The frame's ready message: the protocol version it speaks. */
export type FrameReadyMessage = { type: typeof frameReadyType; version: 1 }

/**
 * A window the handshake posts to (the iframe's, or the frame's parent), always with an explicit
 * target origin: the form of `postMessage` without one is not offered.
 */
export type MessageTargetWindow = {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void
}
