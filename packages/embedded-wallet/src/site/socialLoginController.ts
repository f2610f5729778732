import {
  type LatchKit,
  type SocialLoginController,
  type SocialPopup,
  type SocialProvider,
  socialProviders,
} from '@latchkit/core'
import { FrameRequestError } from '../protocol/errors.js'
import { createEmbeddedLogin } from './embeddedLogin.js'
import type { EmbeddedFrameClient } from './frameClient.js'
import { SocialConnectFailedError, SocialPopupClosedError } from './loginElsewhereErrors.js'
import { watchSocialPopup } from './watchSocialPopup.js'

/** What the social feature's controller offers besides core's contract: the return from a redirect. */
export type SocialLoginFlows = SocialLoginController & {
  /** Finishes the login the page left for (`#latchkit-social=<attempt>` on its return). */
  resumeAfterRedirect(attemptId: string): Promise<void>
}

/** Failures that mean the service cannot begin a login: the visitor is told so, not why. */
const beginFailureCodes: ReadonlySet<string | undefined> = new Set([
  'ORIGIN_NOT_ALLOWED',
  'RATE_LIMITED',
  'SERVER_ERROR',
])

/**
 * The social login's flows (spec section 4, SECURITY.md "Social login"): the frame begins an
 * attempt; the popup the visitor's click opened goes to the service's start address (or, with no
 * popup, the whole page does and comes back); the frame waits for the result each second while
 * the site watches the popup, and the login ends like an email login (the recovery secret if the
 * frame asks, then every namespace connected) with the provider and username recorded.
 */
export function createSocialLoginController(parameters: {
  kit: LatchKit
  client: EmbeddedFrameClient
  connectorId: string
  /** The wallet service's origin: the only one the popup may be sent to, or hear from. */
  serviceOrigin: string
  /** Rejects (with the modal's alert) when the page may not use this project's embedded wallet. */
  assertSiteOriginAllowed: (kit: LatchKit) => Promise<void>
  /** The page's address and how it leaves (for the redirect without a popup). */
  page?: { href(): string; assign(address: string): void }
}): SocialLoginFlows {
  const { kit, client, serviceOrigin } = parameters
  const page = parameters.page ?? {
    href: () => globalThis.location.href,
    assign: (address: string) => globalThis.location.assign(address),
  }
  const login = createEmbeddedLogin(parameters)

  const showWaiting = (provider: SocialProvider | undefined) => {
    const { modal } = kit.getState()
    const data = provider ? { socialProvider: provider } : {}
    if (!modal.isOpen) kit.open({ view: 'ConnectingSocial', data })
    else kit.navigate('ConnectingSocial', data, { replace: modal.view === 'ConnectingSocial' })
  }

  async function begin(provider: SocialProvider, returnTo: string | undefined) {
    try {
      const attempt = await client.request('ConnectSocial', { provider, ...(returnTo ? { returnTo } : {}) })
      if (new URL(attempt.startUrl).origin !== serviceOrigin) throw new SocialConnectFailedError()
      return attempt
    } catch (error) {
      if (error instanceof FrameRequestError && beginFailureCodes.has(error.code)) throw error
      throw error instanceof SocialConnectFailedError ? error : new SocialConnectFailedError({ cause: error })
    }
  }

  /** Waits for the result while watching the popup; leaving the view gives the login up. */
  async function awaitResult(attemptId: string, popup: SocialPopup) {
    let closedFirst = false
    const abandon = () => void client.request('AbandonSocial', { attemptId }).catch(() => {})
    const stopWatching = watchSocialPopup({
      popup,
      serviceOrigin,
      attemptId,
      onDone: () => {},
      onClosed: () => {
        closedFirst = true
        abandon()
      },
    })
    const stopFollowing = kit.subscribe(
      ({ modal }) => modal.isOpen && modal.view === 'ConnectingSocial',
      (waiting) => {
        if (waiting) return
        abandon()
        void client.request('Abort', {}).catch(() => {})
      },
    )
    try {
      return await client.request('AwaitSocial', { attemptId })
    } catch (error) {
      if (closedFirst && error instanceof FrameRequestError && error.code === 'FAILED_TO_CONNECT')
        throw new SocialPopupClosedError()
      if (!popup.closed) abandon()
      throw error
    } finally {
      stopWatching()
      stopFollowing()
      if (!popup.closed) popup.close()
    }
  }

  async function connectWith(
    provider: SocialProvider,
    result: { wallet: 'ready' | 'create' | 'recover'; username: string },
  ) {
    await login.connect(result.wallet, { provider, username: result.username })
  }

  return {
    async connectSocial({ provider, popup }) {
      try {
        if (!(socialProviders as readonly string[]).includes(provider)) throw new SocialConnectFailedError()
        await parameters.assertSiteOriginAllowed(kit)
        showWaiting(provider)
        if (!popup) {
          const { startUrl } = await begin(provider, withoutHash(page.href()))
          kit.embeddedSession.recordSocialRedirect(provider)
          page.assign(startUrl)
          // The page leaves for the provider; the login resumes when it comes back.
          return new Promise<never>(() => {})
        }
        const { attemptId, startUrl } = await begin(provider, undefined)
        popup.location.href = startUrl
        await connectWith(provider, await awaitResult(attemptId, popup))
      } catch (error) {
        if (popup && !popup.closed) popup.close()
        throw error
      }
    },
    async resumeAfterRedirect(attemptId) {
      const provider = kit.embeddedSession.takeSocialRedirect()
      showWaiting(provider)
      try {
        const result = await client.request('AwaitSocial', { attemptId })
        const returned = socialProviders.find((known) => known === result.provider)
        if (!returned) throw new SocialConnectFailedError()
        await connectWith(returned, result)
      } catch (error) {
        const code =
          error instanceof FrameRequestError || error instanceof SocialConnectFailedError
            ? error.code
            : undefined
        kit.showSnackbar(code === 'CONNECTION_REJECTED' ? 'CONNECTION_REJECTED' : 'FAILED_TO_CONNECT', {
          severity: 'error',
        })
        if (kit.getState().modal.view === 'ConnectingSocial')
          kit.navigate('Connect', undefined, { replace: true })
        throw error
      }
    },
  }
}

function withoutHash(address: string): string {
  const url = new URL(address)
  url.hash = ''
  return url.href
}
