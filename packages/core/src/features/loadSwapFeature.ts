import type { SwapProvider } from '../contracts/swapProvider.js'
import type { SwapController } from '../controllers/swap/swapController.js'
import { NetworkNotSupportedError } from '../errors/networkNotSupported.js'
import type { LatchKit } from '../kit/latchKit.js'
import type { Network } from '../network/network.js'

/**
 * The swap flow's controller over `state.swap`, built when the Swap view first opens: from the
 * site's provider, else the kit's provider API (none: every network is 'Network not supported for
 * Swaps').
 */
export async function loadSwapFeature(
  kit: LatchKit,
  siteProvider: SwapProvider | undefined,
): Promise<SwapController> {
  const [{ createSwapController }, { recordPendingTransaction }, provider] = await Promise.all([
    import('../controllers/swap/swapController.js'),
    import('../controllers/history/pendingTransactions.js'),
    siteProvider ?? apiProvider(kit),
  ])
  const { state, router } = kit._internal
  return createSwapController({
    state,
    provider,
    getAdapter: (namespace) => kit.getAdapter(namespace),
    refreshBalance: (namespace) => {
      void kit.fetchBalance(namespace, { force: true }).catch(() => {})
    },
    onNetworkChange: (listener) => {
      kit.subscribe((snapshot) => snapshot.network.activeCaipNetwork?.caipNetworkId, listener)
    },
    returnToAccount: () => router.reset('Account'),
    onSent: (transaction) => recordPendingTransaction(state, transaction),
  })
}

/** The kit's provider API as a swap provider, or one that supports no network. */
async function apiProvider(kit: LatchKit): Promise<SwapProvider> {
  const session = await kit._internal.session.get()
  const api = session.blockchainApi
  if (
    api?.isNetworkSupported &&
    api.getSwapTokens &&
    api.getSwapQuotes &&
    api.getSwapAllowance &&
    api.getGasPrice &&
    api.buildSwapTransaction &&
    api.buildApproveTransaction
  ) {
    const { apiSwapProvider } = await import('../swap/apiSwapProvider.js')
    return apiSwapProvider(api as Parameters<typeof apiSwapProvider>[0])
  }
  const unsupported = (network: Network) =>
    Promise.reject(new NetworkNotSupportedError({ feature: 'swaps', caipNetworkId: network.caipNetworkId }))
  return {
    supportsNetwork: async () => false,
    getTokens: ({ network }) => unsupported(network),
    getQuote: ({ network }) => unsupported(network),
    getAllowance: ({ network }) => unsupported(network),
    buildApprove: ({ network }) => unsupported(network),
    buildSwap: ({ network }) => unsupported(network),
  }
}
