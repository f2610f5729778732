import type { SwapProvider } from '../contracts/swapProvider.js'
import type { SwapController } from '../controllers/swap/swapController.js'
import type { FeatureModule } from './featureModule.js'

/** The id of the swap feature in `state.featureModules`. */
export const swapFeatureId = 'swaps'

/**
 * Swaps in the modal (the Swap view, behind the `swaps` remote feature): a site adds it to its
 * kit's `featureModules`. Tokens, quotes and the transactions come from `provider`: by default the
 * kit's provider API (its convert endpoints, with a project id); for a site with no cloud, an
 * on-chain router such as `uniswapV2SwapProvider` of `@latchkit/adapter-evm/swap`. Nothing of it
 * downloads before the Swap view first opens.
 *
 * @example
 * createLatchKit({ adapters, networks, projectId, featureModules: [swapFeature()] })
 */
export function swapFeature(parameters: { provider?: SwapProvider } = {}): FeatureModule<SwapController> {
  return {
    id: swapFeatureId,
    flag: 'swaps',
    views: ['Swap'],
    load: async ({ kit }) => (await import('./loadSwapFeature.js')).loadSwapFeature(kit, parameters.provider),
  }
}
