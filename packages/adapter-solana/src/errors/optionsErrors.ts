import { BaseError } from '@latchkit/core'

export type SolanaAdapterOptionsErrorType = SolanaAdapterOptionsError & {
  name: 'SolanaAdapterOptionsError'
}

/** `new SolanaAdapter(...)` was given options it cannot work with. */
export class SolanaAdapterOptionsError extends BaseError {
  override name = 'SolanaAdapterOptionsError' as const
  constructor(message: string, parameters: { metaMessages?: string[] } = {}) {
    super(message, parameters)
  }
}
