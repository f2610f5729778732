import type { CaipNetworkId } from '../caip/caip.js'
import { BaseError } from './base.js'

// Its texts are the catalogue's (errorTexts.test.ts), written out so that the swap flow, which
// throws it, does not load the catalogue.

export type NetworkNotSupportedErrorType = NetworkNotSupportedError & { name: 'NetworkNotSupportedError' }

/** A swap or gas-price call for a network the provider API does not serve (spec section 5). */
export class NetworkNotSupportedError extends BaseError {
  override name = 'NetworkNotSupportedError' as const
  readonly code: 'SWAP_NETWORK_NOT_SUPPORTED' | 'GAS_PRICE_NETWORK_NOT_SUPPORTED'
  readonly caipNetworkId: CaipNetworkId

  constructor(parameters: { feature: 'swaps' | 'gasPrice'; caipNetworkId: CaipNetworkId }) {
    const swaps = parameters.feature === 'swaps'
    super(swaps ? 'Network not supported for Swaps' : 'Network not supported for Gas Price', {
      metaMessages: [`Network: ${parameters.caipNetworkId}`],
    })
    const code = swaps ? 'SWAP_NETWORK_NOT_SUPPORTED' : 'GAS_PRICE_NETWORK_NOT_SUPPORTED'
    this.code = code
    this.caipNetworkId = parameters.caipNetworkId
  }
}
