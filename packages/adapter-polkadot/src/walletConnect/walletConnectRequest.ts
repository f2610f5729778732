import { BaseError, type WalletConnectProvider, WalletFeatureNotSupportedError } from '@latchkit/core'
import { PolkadotWalletResponseError } from '../errors/walletErrors.js'
import { withWalletRejectionMapped } from '../wallets/walletRejection.js'

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
 * The requests of a session's `polkadot` part: `method` goes to the wallet for the CAIP-2 `chain`
 * only when the session approved it. The visitor declining is `UserRejectedRequestError`; any
 * other failure the wallet or the relay reports is {@link PolkadotWalletResponseError}, with it as
 * the cause.
 *
 * @throws {WalletFeatureNotSupportedError} for a method the session did not approve.
 */
export function createWalletConnectRequest(parameters: {
  provider: WalletConnectProvider
  wallet: string
  methods: readonly string[]
}) {
  const { provider, wallet, methods } = parameters
  return async (method: string, params: unknown, chain: string): Promise<unknown> => {
    if (!methods.includes(method))
      throw new WalletFeatureNotSupportedError({
        wallet,
        feature: `${method} (the WalletConnect session did not approve it)`,
      })
    try {
      return await withWalletRejectionMapped(() => provider.request({ method, params }, chain))
    } catch (error) {
      if (error instanceof BaseError) throw error
      throw new PolkadotWalletResponseError({
        wallet,
        details: `${method} failed: ${describeFailure(error)}`,
        cause: error,
      })
    }
  }
}
