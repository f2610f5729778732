import { BaseError } from '@latchkit/core'

export type BitcoinAdapterOptionsErrorType = BitcoinAdapterOptionsError & {
  name: 'BitcoinAdapterOptionsError'
}

/** `new BitcoinAdapter(...)` was given options it cannot work with. */
export class BitcoinAdapterOptionsError extends BaseError {
  override name = 'BitcoinAdapterOptionsError' as const
  constructor(message: string, parameters: { metaMessages?: string[] } = {}) {
    super(message, { ...parameters, docsPath: '/adapters/bitcoin' })
  }
}
