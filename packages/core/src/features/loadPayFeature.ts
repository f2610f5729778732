import type { PayController } from '../controllers/pay/payController.js'
import type { LatchKit } from '../kit/latchKit.js'

/** The pay flow's controller over `state.pay`, built on the first `kit.pay`. */
export async function loadPayFeature(kit: LatchKit): Promise<PayController> {
  const [{ createPayController }, { recordPendingTransaction }] = await Promise.all([
    import('../controllers/pay/payController.js'),
    import('../controllers/history/pendingTransactions.js'),
  ])
  const { state, router } = kit._internal
  return createPayController({
    state,
    getAdapter: (namespace) => kit.getAdapter(namespace),
    showPayView: () => {
      if (state.modal.isOpen) router.reset('Pay')
      else kit.open({ view: 'Pay' })
    },
    switchNetwork: (caipNetworkId) => kit.switchNetwork(caipNetworkId),
    onModalClosed: (listener) => {
      kit.subscribe(
        (snapshot) => (snapshot.modal.isOpen ? snapshot.modal.view : undefined),
        (view, previous) => {
          if (view === undefined && previous !== undefined) listener(previous)
        },
      )
    },
    refreshBalance: (namespace) => {
      void kit.fetchBalance(namespace, { force: true }).catch(() => {})
    },
    onSent: (transaction) => recordPendingTransaction(state, transaction),
  })
}
