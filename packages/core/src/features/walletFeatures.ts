import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { Logger } from '../contracts/logger.js'
import type { HistoryController, HistorySource } from '../controllers/history/historyController.js'
import type { SendController } from '../controllers/send/sendController.js'
import type { KitState } from '../kit/kitState.js'
import type { LatchKitFeatures } from '../kit/options.js'
import type { FeatureModule } from './featureModule.js'

/** The ids of the wallet's own flows in `state.featureModules`. */
export const sendFeatureId = 'send'
export const receiveFeatureId = 'receive'
export const activityFeatureId = 'activity'

/**
 * The wallet's own flows as feature modules, installed by the kit unless the site turns them off
 * (`features: { send: false, receive: false, activity: false }`, the last through its flag): send (WalletSend and its
 * preview), receive (WalletReceive) and activity (Transactions, and the Account view's Activity
 * tab). Each downloads its controller when first opened. Send and activity work for a namespace
 * whose adapter provides `sendToken` / `getTransactions`, or, for activity, through the provider
 * API when the kit has a project id.
 */
export function walletFeatures(parameters: {
  state: KitState
  features: LatchKitFeatures | undefined
  returnToAccount: () => void
  serviceOptions: {
    projectId?: string | undefined
    blockchainApi?: Partial<BlockchainApi> | undefined
    blockchainApiUrl?: string | undefined
  }
  logger: Logger
}): FeatureModule[] {
  const { state, features } = parameters
  const send: FeatureModule<SendController> = {
    id: sendFeatureId,
    views: ['WalletSend', 'WalletSendPreview'],
    async load({ kit }) {
      const { createSendController } = await import('../controllers/send/sendController.js')
      return createSendController({
        state,
        getAdapter: (namespace) => kit.getAdapter(namespace),
        refreshBalance: (namespace) => void kit.fetchBalance(namespace, { force: true }).catch(() => {}),
        onNetworkChange: (listener) => {
          kit.subscribe((snapshot) => snapshot.network.activeCaipNetwork?.caipNetworkId, listener)
        },
        returnToAccount: parameters.returnToAccount,
      })
    },
  }
  const receive: FeatureModule<object> = {
    id: receiveFeatureId,
    views: ['WalletReceive'],
    load: async () => ({}),
  }
  const activity: FeatureModule<HistoryController> = {
    id: activityFeatureId,
    flag: 'activity',
    views: ['Transactions'],
    async load({ kit }) {
      const [{ createHistoryController }, { resolveBlockchainApi }] = await Promise.all([
        import('../controllers/history/historyController.js'),
        import('../controllers/options/blockchainApiClient.js'),
      ])
      const api = resolveBlockchainApi(parameters.serviceOptions, parameters.logger)
      return createHistoryController({
        state,
        showError: (code) => kit.showSnackbar(code, { severity: 'error' }),
        source(network): HistorySource | undefined {
          const fromApi = api?.getTransactions?.bind(api)
          if (fromApi)
            return ({ address, cursor }) =>
              fromApi({ account: address, cursor, caipNetworkId: network.caipNetworkId })
          const adapter = kit.getAdapter(network.chainNamespace)
          const fromChain = adapter?.getTransactions?.bind(adapter)
          return fromChain && (({ address, cursor }) => fromChain({ address, network, cursor }))
        },
      })
    },
  }
  return [
    ...(features?.send === false ? [] : [send]),
    ...(features?.receive === false ? [] : [receive]),
    // Its remote-feature flag turns it on and off like any flow's.
    activity,
  ]
}
