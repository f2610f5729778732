// `@latchkit/core/clients`: the service clients on their own, for a site (or a LatchKit package)
// that calls the wallet registry, the provider API or analytics itself. `createLatchKit` builds
// what it needs from `projectId` and loads this code only on its first request, so a page that
// imports `@latchkit/core` alone does not download it.
export {
  type Analytics,
  type AnalyticsEvent,
  type CreateAnalyticsParameters,
  createAnalytics,
} from '../analytics/createAnalytics.js'
export type { PageLocation } from '../analytics/pageLocation.js'
export { type CreateBlockchainApiParameters, createBlockchainApi } from '../api/createBlockchainApi.js'
export { fallbackOnrampOptions, mockedOnrampQuoteId } from '../api/onrampFallbacks.js'
export { type CreateHttpClientParameters, createHttpClient } from '../http/createHttpClient.js'
export type { RetryPolicy } from '../http/retryPolicy.js'
export type { ServiceClientParameters } from '../http/serviceParams.js'
export {
  type CreateWalletRegistryParameters,
  createWalletRegistry,
} from '../registry/createWalletRegistry.js'
export { fetchAllowedOrigins } from '../registry/fetchAllowedOrigins.js'
export { isOriginAllowed } from '../registry/isOriginAllowed.js'
