import type { ChainNamespace } from '../network/namespaces.js'
import { BaseError } from './base.js'

export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }

/** A switch to a network the site did not configure (spec section 5: switch-network-not-found). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const
  readonly code = 'NETWORK_NOT_FOUND' as const
  constructor(caipNetworkId: string) {
    super('Network Not Found', {
      metaMessages: [
        `Requested: ${caipNetworkId}`,
        'Add the network to the `networks` option of createLatchKit (or with addNetwork).',
      ],
    })
  }
}

export type AdapterNotFoundErrorType = AdapterNotFoundError & { name: 'AdapterNotFoundError' }

/** Adding or removing a network of a namespace that has no adapter (spec section 5). */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError' as const
  readonly code = 'ADAPTER_NOT_FOUND' as const
  readonly namespace: string
  constructor(namespace: ChainNamespace | string) {
    super(`Adapter for namespace ${namespace} doesn't exist`)
    this.namespace = namespace
  }
}
