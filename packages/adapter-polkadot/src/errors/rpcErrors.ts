import { BaseError } from '@latchkit/core'

export type PolkadotRpcConnectionErrorType = PolkadotRpcConnectionError & {
  name: 'PolkadotRpcConnectionError'
}

/** The network's RPC node (its `wss://` URL) could not be reached, or is not the network it should be. */
export class PolkadotRpcConnectionError extends BaseError {
  override name = 'PolkadotRpcConnectionError' as const
  readonly url: string
  constructor(parameters: { url: string; network: string; details?: string; cause?: unknown }) {
    super(`Could not reach ${parameters.network}`, {
      cause: parameters.cause,
      details: parameters.details,
      metaMessages: [`RPC: ${parameters.url}`],
      docsPath: '/adapters/polkadot',
    })
    this.url = parameters.url
  }
}
