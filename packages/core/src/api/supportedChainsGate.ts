import type { CaipNetworkId } from '../caip/caip.js'
import type { SupportedChains } from '../contracts/blockchainApi.js'
import type { HttpClient } from '../contracts/http.js'
import { requestDecoded } from '../http/requestDecoded.js'
import { supportedChains } from './decoders.js'

export type SupportedChainsGate = {
  /** GET /v1/supported-chains, fetched once; a failure is not kept, so the next call asks again. */
  getSupportedChains(): Promise<SupportedChains>
  /** Whether the provider API serves `caipNetworkId` over HTTP; false when the list cannot be read. */
  isNetworkSupported(caipNetworkId: CaipNetworkId): Promise<boolean>
}

export function createSupportedChainsGate(http: HttpClient): SupportedChainsGate {
  let pending: Promise<SupportedChains> | undefined
  function getSupportedChains() {
    pending ??= requestDecoded(http, 'get', supportedChains, { path: '/v1/supported-chains' }).catch(
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  return {
    getSupportedChains,
    async isNetworkSupported(caipNetworkId) {
      try {
        return (await getSupportedChains()).http.includes(caipNetworkId)
      } catch {
        return false
      }
    },
  }
}
