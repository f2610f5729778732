import { BaseError } from '@latchkit/core'

export type FeeConflictErrorType = FeeConflictError & { name: 'FeeConflictError' }

/** Legacy `gasPrice` together with EIP-1559 fees (spec section 5). */
export class FeeConflictError extends BaseError {
  override name = 'FeeConflictError' as const
  constructor() {
    super('Cannot specify both a `gasPrice` and a `maxFeePerGas`/`maxPriorityFeePerGas`', {
      metaMessages: ['Use `maxFeePerGas`/`maxPriorityFeePerGas` for EIP-1559 networks, else `gasPrice`.'],
    })
  }
}

export type FeeCapTooHighErrorType = FeeCapTooHighError & { name: 'FeeCapTooHighError' }

/** `maxFeePerGas` above the largest 256-bit number (spec section 5). */
export class FeeCapTooHighError extends BaseError {
  override name = 'FeeCapTooHighError' as const
  constructor(maxFeePerGas: bigint) {
    super('The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1)', {
      metaMessages: [`maxFeePerGas: ${maxFeePerGas}`],
    })
  }
}

export type TipAboveFeeCapErrorType = TipAboveFeeCapError & { name: 'TipAboveFeeCapError' }

/** `maxPriorityFeePerGas` above `maxFeePerGas` (spec section 5). */
export class TipAboveFeeCapError extends BaseError {
  override name = 'TipAboveFeeCapError' as const
  constructor(parameters: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }) {
    super('The priority fee (`maxPriorityFeePerGas`) cannot be higher than the fee cap (`maxFeePerGas`)', {
      metaMessages: [
        `maxFeePerGas: ${parameters.maxFeePerGas}`,
        `maxPriorityFeePerGas: ${parameters.maxPriorityFeePerGas}`,
      ],
    })
  }
}

export type GasPriceNetworkNotSupportedErrorType = GasPriceNetworkNotSupportedError & {
  name: 'GasPriceNetworkNotSupportedError'
}

/** A gas-price request for a network the adapter does not serve (spec section 5). */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError' as const
  readonly code = 'GAS_PRICE_NETWORK_NOT_SUPPORTED' as const
  constructor(caipNetworkId: string) {
    super('Network not supported for Gas Price', { metaMessages: [`Network: ${caipNetworkId}`] })
  }
}
