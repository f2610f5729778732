import type { EmailLoginController, FeatureModule, LatchKit } from '@latchkit/core'
import type { EmbeddedRuntime } from './embeddedRuntime.js'

/**
 * The email login as a feature of the kit (flag `email`): its views are the code entry
 * (EmailLogin), the email change (UpdateEmailWallet), and the views where the frame itself speaks
 * to the visitor (ApproveTransaction, EmbeddedWalletFrame). The controller downloads with the
 * first of them; attaching only keeps the kit (nothing downloads).
 */
export function createEmailFeature(parameters: {
  connectorId: string
  /** The wallet service and project, for the allowed-origins check before a login. */
  service: { serviceUrl: string; projectId: string }
  runtime: () => Promise<EmbeddedRuntime>
  onAttach: (kit: LatchKit) => void
}): FeatureModule<EmailLoginController> {
  return {
    id: 'email',
    flag: 'email',
    views: ['EmailLogin', 'UpdateEmailWallet', 'ApproveTransaction', 'EmbeddedWalletFrame'],
    attach({ kit }) {
      parameters.onAttach(kit)
    },
    async load({ kit }) {
      const [{ client }, { createEmailLoginController }, { createSiteOriginCheck }] = await Promise.all([
        parameters.runtime(),
        import('./emailLoginController.js'),
        import('./checkSiteOrigin.js'),
      ])
      return createEmailLoginController({
        kit,
        client,
        connectorId: parameters.connectorId,
        assertSiteOriginAllowed: createSiteOriginCheck(parameters.service),
      })
    },
  }
}
