import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptSitePort } from './acceptSitePort.js'
import { connectToFrame, frameLoadTimeoutMs } from './connectToFrame.js'
import { frameReadyType, sitePortType } from './handshakeMessages.js'

// Windows as the handshake sees them: an EventTarget where messages arrive, and a postMessage
// that records what was sent, to which target origin, with which transferred ports.
type Sent = { message: unknown; targetOrigin: string; transfer: Transferable[] }
function fakeWindow() {
  const sent: Sent[] = []
  const target = new EventTarget()
  return Object.assign(target, {
    sent,
    postMessage(message: unknown, targetOrigin: string, transfer: Transferable[] = []) {
      sent.push({ message, targetOrigin, transfer })
    },
  })
}
/** A message event as a browser delivers it: data, the sender's origin and window, transferred ports. */
function deliver(
  to: EventTarget,
  message: { data: unknown; origin: string; source: unknown; ports?: MessagePort[] },
) {
  to.dispatchEvent(Object.assign(new Event('message'), { ports: [], ...message }))
}

const site = 'https://shop.example.com'
const service = 'https://wallet.example.net'
const ready = { type: frameReadyType, version: 1 }

afterEach(() => vi.useRealTimers())

describe("the site's half", () => {
  it("takes ready only from its iframe's window on the service's exact origin, then sends a port to that exact origin", async () => {
    const page = fakeWindow()
    const frame = fakeWindow()
    const connecting = connectToFrame({ page, frame, frameOrigin: service })
    deliver(page, { data: ready, origin: 'https://evil.example', source: frame })
    deliver(page, { data: ready, origin: service, source: fakeWindow() })
    deliver(page, { data: { type: 'something-else' }, origin: service, source: frame })
    expect(frame.sent).toEqual([])
    deliver(page, { data: ready, origin: service, source: frame })
    const port = await connecting
    expect(port).toBeInstanceOf(MessagePort)
    expect(frame.sent).toHaveLength(1)
    expect(frame.sent[0]).toMatchObject({ message: { type: sitePortType }, targetOrigin: service })
    expect(frame.sent[0]?.transfer[0]).toBeInstanceOf(MessagePort)
    port.close()
    // A second ready changes nothing: the handshake is done.
    deliver(page, { data: ready, origin: service, source: frame })
    expect(frame.sent).toHaveLength(1)
  })

  it('rejects with iframe_load_failed when the frame is not ready after 20 s, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const connecting = connectToFrame({ page: fakeWindow(), frame: fakeWindow(), frameOrigin: service })
    let settled = false
    connecting.catch(() => undefined).finally(() => (settled = true))
    vi.advanceTimersByTime(frameLoadTimeoutMs - 1)
    await Promise.resolve()
    expect(settled).toBe(false)
    vi.advanceTimersByTime(1)
    await expect(connecting).rejects.toMatchObject({
      name: 'FrameLoadFailedError',
      shortMessage: 'iframe_load_failed',
    })
  })
})

describe("the frame's half", () => {
  it('posts ready only to the allowed site origin, and takes the port only from its parent on that origin, once', async () => {
    const self = fakeWindow()
    const parent = fakeWindow()
    const accepting = acceptSitePort({
      self,
      parent,
      siteOrigin: site,
      allowedOrigins: ['https://*.example.com'],
    })
    expect(parent.sent).toEqual([{ message: ready, targetOrigin: site, transfer: [] }])
    const { port1: foreign } = new MessageChannel()
    const { port1: fromSite } = new MessageChannel()
    deliver(self, {
      data: { type: sitePortType },
      origin: 'https://evil.example',
      source: parent,
      ports: [foreign],
    })
    deliver(self, { data: { type: sitePortType }, origin: site, source: fakeWindow(), ports: [foreign] })
    deliver(self, { data: { type: sitePortType }, origin: site, source: parent })
    deliver(self, { data: { type: sitePortType }, origin: site, source: parent, ports: [fromSite] })
    await expect(accepting).resolves.toBe(fromSite)
    foreign.close()
    fromSite.close()
  })

  it('refuses a site origin the project does not allow ("Origin Not Allowed") and posts nothing', async () => {
    const parent = fakeWindow()
    await expect(
      acceptSitePort({
        self: fakeWindow(),
        parent,
        siteOrigin: 'https://evil.example',
        allowedOrigins: [site],
      }),
    ).rejects.toMatchObject({ name: 'SiteOriginNotAllowedError', shortMessage: 'Origin Not Allowed' })
    expect(parent.sent).toEqual([])
  })

  it('opened as a page of its own (no parent), says "parent is not set" and posts nothing', async () => {
    const self = fakeWindow()
    await expect(
      acceptSitePort({ self, parent: self, siteOrigin: site, allowedOrigins: [site] }),
    ).rejects.toMatchObject({ name: 'ParentNotSetError', shortMessage: 'parent is not set' })
    expect(self.sent).toEqual([])
  })
})
