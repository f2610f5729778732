import { BaseError, UserRejectedRequestError, userVisibleMessages } from '@latchkit/core'

/** The wallet-standard's code for a request the user rejected (`@wallet-standard/errors`). */
const walletStandardUserRejected = 4001000

function isRejectionLike(error: object): boolean {
  const { code, context, name, message } = error as {
    code?: unknown
    context?: { __code?: unknown }
    name?: unknown
    message?: unknown
  }
  if (code === 4001 || code === walletStandardUserRejected) return true
  if (context?.__code === walletStandardUserRejected) return true
  // Wallets that throw plain errors say so in words (Solflare, several adapters).
  return name !== 'UserRejectedRequestError' && typeof message === 'string' && /user rejected/i.test(message)
}

/**
 * Whether `error` is the visitor declining in their wallet: EIP-1193 4001 (Phantom), the
 * wallet-standard's rejection, or a wallet-adapter error wrapping either (in `error` or `cause`).
 */
export function isSolanaRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending: unknown[] = [error]
  while (pending.length > 0) {
    const current = pending.pop()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    if (current instanceof UserRejectedRequestError || isRejectionLike(current)) return true
    pending.push((current as { cause?: unknown }).cause, (current as { error?: unknown }).error)
  }
  return false
}

/**
 * Runs a wallet request and turns the visitor's rejection into LatchKit's typed
 * {@link UserRejectedRequestError}; other errors pass through.
 */
export async function withRejectionMapped<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (error instanceof UserRejectedRequestError) throw error
    if (isSolanaRejection(error)) throw new UserRejectedRequestError({ cause: error })
    throw error
  }
}

export type WalletFeatureNotSupportedErrorType = WalletFeatureNotSupportedError & {
  name: 'WalletFeatureNotSupportedError'
}

/** The wallet lacks what the action needs (signing messages, signing transactions). */
export class WalletFeatureNotSupportedError extends BaseError {
  override name = 'WalletFeatureNotSupportedError' as const
  constructor(parameters: { wallet: string; feature: string }) {
    super(`${parameters.wallet} cannot ${parameters.feature}`)
  }
}

export type WalletAccountNotFoundErrorType = WalletAccountNotFoundError & {
  name: 'WalletAccountNotFoundError'
}

/** The wallet no longer exposes the account an action names (the visitor removed or hid it). */
export class WalletAccountNotFoundError extends BaseError {
  override name = 'WalletAccountNotFoundError' as const
  constructor(parameters: { wallet: string; address: string }) {
    super(`${parameters.wallet} no longer exposes ${parameters.address}`)
  }
}

export type WalletEmptyResponseErrorType = WalletEmptyResponseError & { name: 'WalletEmptyResponseError' }

/** The wallet answered a signing request without the signature or transaction it asked for. */
export class WalletEmptyResponseError extends BaseError {
  override name = 'WalletEmptyResponseError' as const
  constructor(parameters: { wallet: string; expected: 'signature' | 'transaction' }) {
    super(`${parameters.wallet} returned no ${parameters.expected}`)
  }
}

export type WalletChainNotSupportedErrorType = WalletChainNotSupportedError & {
  name: 'WalletChainNotSupportedError'
}

/** The wallet does not list the network's cluster. */
export class WalletChainNotSupportedError extends BaseError {
  override name = 'WalletChainNotSupportedError' as const
  readonly code = 'CHAIN_NOT_SUPPORTED' as const
  constructor(parameters: { wallet: string; caipNetworkId: string }) {
    super(userVisibleMessages.CHAIN_NOT_SUPPORTED, {
      metaMessages: [`Wallet: ${parameters.wallet}`, `Network: ${parameters.caipNetworkId}`],
    })
  }
}
