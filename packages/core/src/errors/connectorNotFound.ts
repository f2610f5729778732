import { BaseError } from './base.js'

// Apart from the other connection errors: adapters check connectors in the code every page loads.
export type ConnectorNotFoundErrorType = ConnectorNotFoundError & { name: 'ConnectorNotFoundError' }

/** A stored connection names a connector no adapter offers (spec section 8). */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError' as const
  readonly code = 'NO_CONNECTOR_FOR_CONNECTION' as const
  constructor(connectorId: string) {
    super('No connector found for connection', { metaMessages: [`Connector: ${connectorId}`] })
  }
}
