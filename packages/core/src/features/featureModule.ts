import type { RemoteFeatures } from '../contracts/walletRegistry.js'
import type { FeatureView } from '../controllers/router/views.js'
import type { LatchKit } from '../kit/latchKit.js'

/** The remote-feature flags that gate a flow of the modal (spec section 6). */
export type FeatureFlag = 'email' | 'socials' | 'swaps' | 'onramp' | 'activity'

/**
 * A flow of the modal that plugs into the kit (sign in with X, email login, send, swaps...): the
 * one way a feature joins. The kit reaches its views only while it is installed and enabled, and
 * downloads its controller (`load`) on the first navigation to one of them, or when the kit needs
 * it (sign-in after a connect). Nothing of it is downloaded before.
 *
 * @example
 * const send: FeatureModule<SendController> = {
 *   id: 'send',
 *   views: ['WalletSend'],
 *   load: async ({ kit }) => (await import('./sendController.js')).createSendController(kit),
 * }
 * createLatchKit({ adapters, networks, featureModules: [send] })
 */
export type FeatureModule<controller = unknown> = {
  /** Unique among the kit's features; `state.featureModules` is keyed by it. */
  readonly id: string
  /** The modal views this feature renders (the UI loads each view's chunk when it is shown). */
  readonly views: readonly FeatureView[]
  /**
   * The remote-feature flag that turns the feature on and off (the project's remote configuration,
   * else the site's `features` option). Without one, an installed feature is always on.
   */
  readonly flag?: FeatureFlag | undefined
  /**
   * Flags this feature turns off once installed, whatever the configuration says (pay turns email
   * and social login off, spec section 4).
   */
  readonly turnsOff?: readonly FeatureFlag[] | undefined
  /** Downloads and builds the feature's controller; called once (again only after a failure). */
  load(context: FeatureContext): Promise<controller>
  /**
   * Called once when the kit is made, before anything loads: for a feature that must follow the
   * kit from the start without downloading anything (the embedded wallet opens its approval view
   * when a dapp's request needs the visitor). Must not throw or download.
   */
  attach?(context: FeatureContext): void
}

/** What a feature's `load` is given. */
export type FeatureContext = {
  /** The kit the feature joins, through its public API. */
  kit: LatchKit
}

/** Where a feature's controller is: not asked for yet, downloading, there, or failed (retryable). */
export type FeatureStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** A feature that is installed and enabled, as `state.featureModules` reports it. */
export type FeatureModuleState = {
  status: FeatureStatus
  views: readonly FeatureView[]
  /** The last load's failure, for the view to offer a retry. */
  error: string | undefined
}

/** Whether `flag` is on in `features` (a list of providers counts as on unless empty). */
export function isFlagOn(features: RemoteFeatures, flag: FeatureFlag | undefined): boolean {
  if (flag === undefined) return true
  const value = features[flag]
  return Array.isArray(value) ? value.length > 0 : value === true
}
