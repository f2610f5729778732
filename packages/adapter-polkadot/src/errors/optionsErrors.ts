import { BaseError } from '@latchkit/core'

export type PolkadotAdapterOptionsErrorType = PolkadotAdapterOptionsError & {
  name: 'PolkadotAdapterOptionsError'
}

/** `new PolkadotAdapter(...)` was given options it cannot work with. */
export class PolkadotAdapterOptionsError extends BaseError {
  override name = 'PolkadotAdapterOptionsError' as const
  constructor(message: string, parameters: { metaMessages?: string[] } = {}) {
    super(message, { ...parameters, docsPath: '/adapters/polkadot' })
  }
}
