import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { KitState } from '../kit/kitState.js'
import type { LatchKitFeatures } from '../kit/options.js'
import type { FeatureModule } from './featureModule.js'

/** The ids of the wallet's own flows in `state.featureModules`. */
export const sendFeatureId = 'send'
export const receiveFeatureId = 'receive'
export const activityFeatureId = 'activity'

/** What the wallet's own flows are built from when they load (`loadWalletFeature.ts`). */
export type WalletFeaturesContext = {
  state: KitState
  returnToAccount: () => void
  /** The provider API's history calls, when the kit has a provider API. */
  getTransactionsApi: () => Promise<
    (Pick<BlockchainApi, 'getTransactions'> & Partial<Pick<BlockchainApi, 'isNetworkSupported'>>) | undefined
  >
}

/**
 * The wallet's own flows as feature modules, installed by the kit: send (WalletSend and its
 * preview) and receive (WalletReceive) unless the site passes `features: { send: false }` or
 * `{ receive: false }`, and activity (Transactions and the Account view's Activity tab), which its
 * remote-feature flag turns on and off. Only these stubs are in the first download; each flow's
 * controller and wiring download when it first opens.
 */
export function walletFeatures(
  context: WalletFeaturesContext & { features: LatchKitFeatures | undefined },
): FeatureModule[] {
  const send: FeatureModule = {
    id: sendFeatureId,
    views: ['WalletSend', 'WalletSendPreview'],
    load: async ({ kit }) => (await import('./loadWalletFeature.js')).loadSendFeature(kit, context),
  }
  const receive: FeatureModule = { id: receiveFeatureId, views: ['WalletReceive'], load: async () => ({}) }
  const activity: FeatureModule = {
    id: activityFeatureId,
    flag: 'activity',
    views: ['Transactions'],
    load: async ({ kit }) => (await import('./loadWalletFeature.js')).loadActivityFeature(kit, context),
  }
  return [
    ...(context.features?.send === false ? [] : [send]),
    ...(context.features?.receive === false ? [] : [receive]),
    activity,
  ]
}
