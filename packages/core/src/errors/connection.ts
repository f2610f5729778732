import { BaseError, type BaseErrorParameters } from './base.js'

export type UserRejectedRequestErrorType = UserRejectedRequestError & { name: 'UserRejectedRequestError' }

/** The visitor declined in their wallet (EIP-1193 code 4001). Adapters throw it on rejection. */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError' as const
  static readonly code = 4001
  readonly code = 4001
  constructor(parameters: BaseErrorParameters = {}) {
    super('User rejected the request', parameters)
  }
}

/** Whether `error` (or one of its causes) is a wallet rejection (EIP-1193 code 4001). */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    if ((current as { code?: unknown }).code === UserRejectedRequestError.code) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export type ChainAdapterNotFoundErrorType = ChainAdapterNotFoundError & { name: 'ChainAdapterNotFoundError' }

/** Connecting for a namespace (or with a connector) that no configured adapter serves. */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError' as const
  readonly code = 'CHAIN_ADAPTER_NOT_FOUND' as const
  constructor(parameters: { namespace?: string | undefined; connectorId?: string | undefined }) {
    const meta = [
      parameters.namespace ? `Namespace: ${parameters.namespace}` : undefined,
      parameters.connectorId ? `Connector: ${parameters.connectorId}` : undefined,
    ].filter((line): line is string => line !== undefined)
    super('Chain adapter not found', { metaMessages: meta })
  }
}

export type ConnectionRejectedErrorType = ConnectionRejectedError & { name: 'ConnectionRejectedError' }

/** The visitor declined the connection in their wallet. */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError' as const
  readonly code = 'CONNECTION_REJECTED' as const
  constructor(parameters: { cause: unknown }) {
    super('Connection rejected', { cause: parameters.cause })
  }
}

export type FailedToConnectErrorType = FailedToConnectError & { name: 'FailedToConnectError' }

/** The wallet could not connect (anything but a rejection). */
export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError' as const
  readonly code = 'FAILED_TO_CONNECT' as const
  constructor(parameters: { cause: unknown }) {
    super('Failed to connect', { cause: parameters.cause })
  }
}

export type DisconnectChainsErrorType = DisconnectChainsError & { name: 'DisconnectChainsError' }

/** One or more namespaces failed to disconnect; their messages are combined (spec section 4). */
export class DisconnectChainsError extends BaseError {
  override name = 'DisconnectChainsError' as const
  readonly code = 'DISCONNECT_CHAINS_FAILED' as const
  readonly values: { message: string }
  /** The namespaces that failed, each with its error. */
  readonly failures: readonly { namespace: string; error: unknown }[]
  constructor(failures: readonly { namespace: string; error: unknown }[]) {
    const message = failures.map(({ namespace, error }) => `${namespace}: ${describeError(error)}`).join(', ')
    super(`Failed to disconnect chains: ${message}`, { cause: failures[0]?.error })
    this.values = { message }
    this.failures = failures
  }
}

function describeError(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  return String(error)
}
