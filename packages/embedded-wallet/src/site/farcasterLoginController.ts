import type { FarcasterLoginController, LatchKit } from '@latchkit/core'
import { createEmbeddedLogin } from './embeddedLogin.js'
import type { EmbeddedFrameClient } from './frameClient.js'
import { FarcasterConnectFailedError } from './loginElsewhereErrors.js'

/** Failures the visitor is told as they are; any other reads 'Failed to connect to farcaster'. */
const toldAsIs: ReadonlySet<string | undefined> = new Set([
  'ORIGIN_NOT_ALLOWED',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'REQUEST_ABORTED',
  'FARCASTER_CONNECT_FAILED',
])

/**
 * Sign In With Farcaster (spec: the ConnectingFarcaster view with the QR code and link; SECURITY.md
 * "Farcaster"): the frame begins an attempt and the service opens a relay channel for the site's
 * origin; the view shows the address the visitor's Farcaster app opens while the frame waits for
 * the result each second; then the login ends like an email login (the recovery secret if the
 * frame asks, every namespace connected) with the username recorded. Leaving the view gives the
 * login up.
 */
export function createFarcasterLoginController(parameters: {
  kit: LatchKit
  client: EmbeddedFrameClient
  connectorId: string
  /** Rejects (with the modal's alert) when the page may not use this project's embedded wallet. */
  assertSiteOriginAllowed: (kit: LatchKit) => Promise<void>
}): FarcasterLoginController {
  const { kit, client } = parameters
  const login = createEmbeddedLogin(parameters)

  const show = (farcasterUrl?: string) => {
    const { modal } = kit.getState()
    const data = farcasterUrl ? { farcasterUrl } : {}
    if (!modal.isOpen) kit.open({ view: 'ConnectingFarcaster', data })
    else kit.navigate('ConnectingFarcaster', data, { replace: modal.view === 'ConnectingFarcaster' })
  }

  async function awaitAnswer(attemptId: string) {
    // Leaving the view (Back, another login, closing the modal) gives the login up.
    const stop = kit.subscribe(
      ({ modal }) => modal.isOpen && modal.view === 'ConnectingFarcaster',
      (waiting) => {
        if (waiting) return
        void client.request('AbandonFarcaster', { attemptId }).catch(() => {})
        void client.request('Abort', {}).catch(() => {})
      },
    )
    try {
      return await client.request('AwaitFarcaster', { attemptId })
    } finally {
      stop()
    }
  }

  return {
    async connectFarcaster() {
      try {
        await parameters.assertSiteOriginAllowed(kit)
        show()
        const { attemptId, url } = await client.request('ConnectFarcaster', {})
        show(url)
        const { wallet, username } = await awaitAnswer(attemptId)
        await login.connect(wallet, { provider: 'farcaster', username })
      } catch (error) {
        // The frame's refusals and the origin check's (both carry the catalogue's code).
        if (toldAsIs.has((error as { code?: string } | undefined)?.code)) throw error
        throw new FarcasterConnectFailedError({ cause: error })
      }
    },
  }
}
