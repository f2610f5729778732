import type { PayController } from '../controllers/pay/payController.js'
import type { FeatureModule } from './featureModule.js'

/** The id of the pay feature in `state.featureModules`. */
export const payFeatureId = 'pay'

/**
 * Payments in the modal: with it installed, `kit.pay({ recipient, amount, asset, network })` opens
 * the Pay view (what is paid, to whom, on which network), pays from the visitor's connected wallet
 * and settles with the transaction. As the spec says, pay on turns email and social login off.
 * Nothing of it downloads before the first `kit.pay`.
 *
 * @example
 * const kit = createLatchKit({ adapters, networks, featureModules: [payFeature()] })
 * const { hash } = await kit.pay({ recipient: '0x…', amount: '5', network: 'eip155:8453' })
 */
export function payFeature(): FeatureModule<PayController> {
  return {
    id: payFeatureId,
    views: ['Pay'],
    turnsOff: ['email', 'socials'],
    load: async ({ kit }) => (await import('./loadPayFeature.js')).loadPayFeature(kit),
  }
}
