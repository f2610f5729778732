import { BaseError } from '@latchkit/core'

export type BitcoinApiResponseErrorType = BitcoinApiResponseError & { name: 'BitcoinApiResponseError' }

/** The network's Esplora API answered something the adapter cannot use. */
export class BitcoinApiResponseError extends BaseError {
  override name = 'BitcoinApiResponseError' as const
  constructor({ url, details }: { url: string; details: string }) {
    super('The Bitcoin API answered something unexpected', {
      details,
      metaMessages: [`URL: ${url}`],
      docsPath: '/adapters/bitcoin',
    })
  }
}
