import { BaseError } from '@latchkit/core'

export type BitcoinBroadcastErrorType = BitcoinBroadcastError & { name: 'BitcoinBroadcastError' }

/** The network refused the signed transaction (or could not be reached to take it). */
export class BitcoinBroadcastError extends BaseError {
  override name = 'BitcoinBroadcastError' as const
  /** The node's reason, as its Esplora API passed it on (`bad-txns-inputs-missingorspent`...). */
  readonly reason: string
  /** The HTTP status of the refusal; undefined when there was no answer. */
  readonly status: number | undefined
  constructor(parameters: { reason: string; status?: number | undefined; url: string; cause?: unknown }) {
    super('The network refused the transaction', {
      details: parameters.reason,
      metaMessages: [
        `URL: ${parameters.url}`,
        ...(parameters.status ? [`Status: ${parameters.status}`] : []),
      ],
      cause: parameters.cause,
      docsPath: '/adapters/bitcoin',
    })
    this.reason = parameters.reason
    this.status = parameters.status
  }
}
