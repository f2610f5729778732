import { BaseError } from '../errors/base.js'
import { isUserRejection, withUserRejectionMapped } from '../errors/connection.js'
import { WalletFeatureNotSupportedError } from '../errors/wallet.js'
import type { WalletConnectProvider } from './walletConnectSession.js'

/** A wallet's JSON-RPC error (`{ code, message }`) or a thrown error, in a few words. */
function describeFailure(error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  const text = typeof message === 'string' ? message : String(error)
  return code === undefined ? text : `Error ${String(code)}: ${text}`
}

/**
 * The requests of one namespace's part of a WalletConnect session, for an adapter: `method` goes to
 * the wallet for the CAIP-2 `chain` only when the session approved it (the provider would send any
 * other to the network's HTTP URL). The visitor declining (`isRejection`, core's
 * `isUserRejection` by default) is `UserRejectedRequestError`; any other failure the wallet or the
 * relay reports becomes the namespace's own error (`toResponseError`), with it as the cause.
 *
 * @throws {WalletFeatureNotSupportedError} for a method the session did not approve.
 * @example
 * const request = createWalletConnectRequest({
 *   provider, wallet: 'Xverse', methods: session.namespaces.bip122.methods,
 *   toResponseError: (details) => new BitcoinWalletResponseError({ wallet: 'Xverse', ...details }),
 * })
 * const answer = await request('signMessage', { address, message }, 'bip122:000000000019d6689c085ae165831e93')
 */
export function createWalletConnectRequest(parameters: {
  provider: WalletConnectProvider
  /** The wallet's name, for errors. */
  wallet: string
  /** The methods the session approved for the namespace. */
  methods: readonly string[]
  toResponseError: (failure: { details: string; cause: unknown }) => BaseError
  isRejection?: ((error: unknown) => boolean) | undefined
}) {
  const { provider, wallet, methods, toResponseError, isRejection = isUserRejection } = parameters
  return async (method: string, params: unknown, chain: string): Promise<unknown> => {
    if (!methods.includes(method))
      throw new WalletFeatureNotSupportedError({
        wallet,
        feature: `${method} (the WalletConnect session did not approve it)`,
      })
    try {
      return await withUserRejectionMapped(() => provider.request({ method, params }, chain), isRejection)
    } catch (error) {
      if (error instanceof BaseError) throw error
      throw toResponseError({ details: `${method} failed: ${describeFailure(error)}`, cause: error })
    }
  }
}
