import type { WalletConnectLogEntry } from './walletConnectLogger.js'

/** The catalogue's alerts the WalletConnect relay can cause (spec section 8). */
export type RelayAlertCode = 'INVALID_PROJECT_ID' | 'SESSION_EXPIRED' | 'RATE_LIMITED' | 'SERVER_ERROR'

export type RelayAlert = {
  code: RelayAlertCode
  /**
   * The relay refused the socket, with this reason: nothing reaches the wallet until the site's
   * configuration or the visitor's clock changes, so a pairing in progress cannot succeed.
   */
  refusal?: string
}

// The relay closes a socket it refuses with code 3000 and says why in the reason; the client turns
// that into "WebSocket connection closed abnormally with code: 3000 (<reason>)" and logs it.
const refusedSocket = /closed abnormally with code: 3000 \((.+)\)/

// What the relay answers a request with, when it refuses it (reown-rust `relay_rpc`, rpc/error.rs).
const relayErrorCodes = { auth: 3000, tooManyRequests: 3001, internal: -32603 } as const

// Only the relayer's loggers: elsewhere a JSON-RPC error object may be a wallet's answer.
const relayerContext = /^core(\/(publisher|subscription))?$/

/**
 * The alert a WalletConnect client log entry calls for, if any:
 * - the relay refused the socket for the project id ("Project not found", "Unauthorized: invalid
 *   key", "Project ID is missing"): INVALID_PROJECT_ID;
 * - it refused the client's auth token ("JWT validation error: JWT Token is not yet valid", what a
 *   visitor whose clock runs ahead sees): SESSION_EXPIRED, as AppKit shows it;
 * - it answered a request with its rate-limit error (3001 "Too many requests"): RATE_LIMITED;
 * - it answered with its internal error (-32603): SERVER_ERROR.
 * The client retries the last two by itself; the first two hold until the site or the clock is fixed.
 */
export function relayAlertOf(entry: WalletConnectLogEntry): RelayAlert | undefined {
  for (const arg of entry.args) {
    const reason = refusalReason(arg)
    if (reason !== undefined) {
      const code = authFailureCode(reason)
      return code ? { code, refusal: reason } : undefined
    }
  }
  if (!relayerContext.test(entry.context)) return undefined
  for (const arg of entry.args) {
    if (!isRpcError(arg)) continue
    if (arg.code === relayErrorCodes.tooManyRequests) return { code: 'RATE_LIMITED' }
    if (arg.code === relayErrorCodes.internal) return { code: 'SERVER_ERROR' }
    const code = arg.code === relayErrorCodes.auth ? authFailureCode(arg.message) : undefined
    if (code) return { code }
  }
  return undefined
}

function refusalReason(arg: unknown): string | undefined {
  const text = typeof arg === 'string' ? arg : arg instanceof Error ? arg.message : undefined
  return text?.match(refusedSocket)?.[1]
}

/** What an authorization failure of the relay means for the visitor; other ones (origin, country) show no alert here. */
function authFailureCode(reason: string): RelayAlertCode | undefined {
  if (/\bJWT\b/i.test(reason)) return 'SESSION_EXPIRED'
  if (/invalid key|project (not found|inactive)|project id/i.test(reason)) return 'INVALID_PROJECT_ID'
  if (/too many requests/i.test(reason)) return 'RATE_LIMITED'
  return undefined
}

function isRpcError(value: unknown): value is { code: number; message: string } {
  if (typeof value !== 'object' || value === null) return false
  const { code, message } = value as { code?: unknown; message?: unknown }
  return typeof code === 'number' && typeof message === 'string'
}
