import type { FeatureModule, LatchKit, SocialLoginController } from '@latchkit/core'
import type { EmbeddedRuntime } from './embeddedRuntime.js'
import type { SocialLoginFlows } from './socialLoginController.js'

/** The hash key of the service's redirect back to the site (`socialLoginController.ts` has the same). */
const returnHashKey = 'latchkit-social'

/**
 * The social login as a feature of the kit (flag `socials`): the Connect view's provider buttons
 * and the ConnectingSocial view. The controller downloads with the first of them; attaching only
 * keeps the kit, unless the page is coming back from the provider (a login made without a popup,
 * `#latchkit-social=<attempt>` in its address): then the visitor's own login resumes as the kit
 * starts, and the hash is taken off the address.
 */
export function createSocialFeature(parameters: {
  connectorId: string
  service: { serviceUrl: string; projectId: string }
  runtime: () => Promise<EmbeddedRuntime>
  onAttach: (kit: LatchKit) => void
  page?: Pick<Location, 'href'> & { replaceAddress(address: string): void }
}): FeatureModule<SocialLoginController> {
  const page = parameters.page ?? {
    get href() {
      return globalThis.location?.href ?? ''
    },
    replaceAddress: (address: string) =>
      globalThis.history.replaceState(globalThis.history.state, '', address),
  }
  return {
    id: 'socials',
    flag: 'socials',
    views: ['ConnectingSocial'],
    attach({ kit }) {
      parameters.onAttach(kit)
      const attemptId = takeReturnedAttempt(page)
      if (attemptId)
        void kit.ready
          .then(() => kit.loadFeature('socials'))
          .then((controller) => (controller as SocialLoginFlows).resumeAfterRedirect(attemptId))
          .catch(() => {})
    },
    async load({ kit }) {
      const [{ client }, { createSocialLoginController }, { createSiteOriginCheck }] = await Promise.all([
        parameters.runtime(),
        import('./socialLoginController.js'),
        import('./checkSiteOrigin.js'),
      ])
      return createSocialLoginController({
        kit,
        client,
        connectorId: parameters.connectorId,
        serviceOrigin: new URL(parameters.service.serviceUrl).origin,
        assertSiteOriginAllowed: createSiteOriginCheck(parameters.service),
      })
    },
  }
}

/** The attempt id the service's redirect put in the page's hash, taken off the address. */
function takeReturnedAttempt(page: Pick<Location, 'href'> & { replaceAddress(address: string): void }) {
  if (!page.href) return undefined
  const url = new URL(page.href)
  const attemptId = new URLSearchParams(url.hash.slice(1)).get(returnHashKey)
  if (!attemptId) return undefined
  url.hash = ''
  page.replaceAddress(url.href)
  return attemptId
}
