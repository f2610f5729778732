import { BaseError } from '@latchkit/core'

export type EvmAdapterOptionsErrorType = EvmAdapterOptionsError & { name: 'EvmAdapterOptionsError' }

/** `new EvmAdapter(options)` was given options it cannot work with. */
export class EvmAdapterOptionsError extends BaseError {
  override name = 'EvmAdapterOptionsError' as const
  constructor(details: string) {
    super('Invalid EvmAdapter options', { details, docsPath: '/adapters/evm' })
  }
}
