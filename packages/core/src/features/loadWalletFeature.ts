import type { HistoryController, HistorySource } from '../controllers/history/historyController.js'
import type { SendController } from '../controllers/send/sendController.js'
import type { LatchKit } from '../kit/latchKit.js'
import type { WalletFeaturesContext } from './walletFeatures.js'

// Only dynamic imports here: the first download names this one file for the wallet's flows, and
// each flow's code (with what it needs) downloads when that flow opens.

/** The send flow's controller over `state.send`, built when the flow first opens. */
export async function loadSendFeature(
  kit: LatchKit,
  context: WalletFeaturesContext,
): Promise<SendController> {
  const [{ createSendController }, { recordPendingTransaction }] = await Promise.all([
    import('../controllers/send/sendController.js'),
    import('../controllers/history/pendingTransactions.js'),
  ])
  return createSendController({
    state: context.state,
    getAdapter: (namespace) => kit.getAdapter(namespace),
    refreshBalance: (namespace) => void kit.fetchBalance(namespace, { force: true }).catch(() => {}),
    onNetworkChange: (listener) => {
      kit.subscribe((snapshot) => snapshot.network.activeCaipNetwork?.caipNetworkId, listener)
    },
    returnToAccount: context.returnToAccount,
    onSent: (transaction) => recordPendingTransaction(context.state, transaction),
  })
}

/**
 * The activity flow's controller over `state.history`, built when the flow first opens. Its source
 * is the provider API when the kit has one, else the namespace adapter's `getTransactions`.
 */
export async function loadActivityFeature(
  kit: LatchKit,
  context: WalletFeaturesContext,
): Promise<HistoryController> {
  const [{ createHistoryController }, api] = await Promise.all([
    import('../controllers/history/historyController.js'),
    context.getTransactionsApi(),
  ])
  return createHistoryController({
    state: context.state,
    showError: (code) => kit.showSnackbar(code, { severity: 'error' }),
    async source(network): Promise<HistorySource | undefined> {
      const adapter = kit.getAdapter(network.chainNamespace)
      const fromChain =
        adapter?.hasTransactionHistory?.(network) === false
          ? undefined
          : adapter?.getTransactions?.bind(adapter)
      const chainSource: HistorySource | undefined =
        fromChain && (({ address, cursor }) => fromChain({ address, network, cursor }))
      // The provider API where it serves the network, else the adapter's source.
      const served =
        api && ((await api.isNetworkSupported?.(network.caipNetworkId).catch(() => true)) ?? true)
      if (!api || !served) return chainSource
      return ({ address, cursor }) =>
        api.getTransactions({ account: address, cursor, caipNetworkId: network.caipNetworkId })
    },
  })
}
