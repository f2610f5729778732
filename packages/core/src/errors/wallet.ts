import { BaseError } from './base.js'

// The wallet-action failures every chain namespace shares. Each adapter throws these and re-exports
// them; what differs between namespaces (an address's format) is a parameter.

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & {
  name: 'ConnectorNotConnectedError'
}

/** A signing or sending action named a connector that has no connection. */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError' as const
  constructor(connectorId: string) {
    super('The connector is not connected', {
      metaMessages: [`Connector: ${connectorId}`, 'Connect it first (adapter.connect or kit.connect).'],
    })
  }
}

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }

/** An address that is not in its chain namespace's format (or, for EVM, whose checksum is wrong). */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const
  readonly address: string
  /**
   * @param parameters.field The parameter that held the address, e.g. `receiverAddress`.
   * @param parameters.expected The namespace's format, e.g. `a 0x-prefixed, 20-byte address`.
   * @param parameters.cause The parser's own error, when it threw one.
   */
  constructor(parameters: { address: unknown; field: string; expected: string; cause?: unknown }) {
    super(`Invalid address in "${parameters.field}"`, {
      cause: parameters.cause,
      metaMessages: [`Received: ${String(parameters.address)}`, `Expected ${parameters.expected}.`],
    })
    this.address = String(parameters.address)
  }
}
