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

/** The wallet-standard's code for a request the user rejected (`@wallet-standard/errors`). */
const walletStandardUserRejected = 4001000

function saysRejected(error: object): boolean {
  const { code, context, name, message } = error as {
    code?: unknown
    context?: { __code?: unknown }
    name?: unknown
    message?: unknown
  }
  if (code === UserRejectedRequestError.code || code === walletStandardUserRejected) return true
  if (context?.__code === walletStandardUserRejected) return true
  // Wallets that throw plain errors say so in words (Solflare, Unisat, several adapters).
  return (
    name !== 'UserRejectedRequestError' &&
    typeof message === 'string' &&
    /user (rejected|denied|canceled|cancelled)/i.test(message)
  )
}

/**
 * Whether `error` is the visitor declining in their wallet: EIP-1193's code 4001, the
 * wallet-standard's rejection, or a plain error saying so, in `error` itself or anywhere down its
 * `cause` and `error` chain (wallet adapters wrap the wallet's own error).
 */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending: unknown[] = [error]
  while (pending.length > 0) {
    const current = pending.pop()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    if (current instanceof UserRejectedRequestError || saysRejected(current)) return true
    pending.push((current as { cause?: unknown }).cause, (current as { error?: unknown }).error)
  }
  return false
}

/**
 * Runs a wallet request and turns the visitor's rejection ({@link isUserRejection}) into LatchKit's
 * typed {@link UserRejectedRequestError}, with the wallet's error as its cause; other errors pass
 * through. Every adapter wraps its wallet calls in it.
 *
 * @example
 * const signature = await withUserRejectionMapped(() => wallet.signMessage(message))
 */
export async function withUserRejectionMapped<result>(
  request: () => Promise<result>,
  /** What counts as the visitor declining, for wallets that say it their own way. */
  isRejection: (error: unknown) => boolean = isUserRejection,
): Promise<result> {
  try {
    return await request()
  } catch (error) {
    if (error instanceof UserRejectedRequestError || !isRejection(error)) throw error
    throw new UserRejectedRequestError({ cause: error })
  }
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

/**
 * What a wallet's failure to connect is for the kit: the visitor declining
 * ({@link isUserRejection}) is {@link ConnectionRejectedError} ('Connection rejected', with a
 * {@link UserRejectedRequestError} as its cause, since not every wallet sets code 4001), anything
 * else {@link FailedToConnectError}. Adapters throw what it returns.
 *
 * @example
 * try { accounts = await wallet.connect() } catch (error) { throw toConnectError(error) }
 */
export function toConnectError(error: unknown): ConnectionRejectedError | FailedToConnectError {
  return isUserRejection(error)
    ? new ConnectionRejectedError({ cause: new UserRejectedRequestError({ cause: error }) })
    : new FailedToConnectError({ cause: error })
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
