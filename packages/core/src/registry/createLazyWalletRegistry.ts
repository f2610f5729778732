import type { WalletRegistry } from '../contracts/walletRegistry.js'
import { loadOnce } from '../utils/loadOnce.js'
import type { CreateWalletRegistryParameters } from './createWalletRegistry.js'
import { createWalletImageUrls } from './walletImageUrls.js'

/**
 * A wallet registry whose HTTP client is downloaded (`import()`) and built on its first request,
 * so a page that never opens the modal neither loads it nor calls the registry. Image URLs are
 * built at once, without a request.
 */
export function createLazyWalletRegistry(parameters: CreateWalletRegistryParameters): WalletRegistry {
  const client = loadOnce(() =>
    import('./createWalletRegistry.js').then((module) => module.createWalletRegistry(parameters)),
  )
  const load = () => client.get()
  return {
    getWallets: async (request) => (await load()).getWallets(request),
    getRemoteFeatures: async () => (await load()).getRemoteFeatures(),
    getAllowedOrigins: async () => (await load()).getAllowedOrigins(),
    getAnalyticsConfig: async () => (await load()).getAnalyticsConfig(),
    ...createWalletImageUrls(parameters),
  }
}
