/**
 * JSON-RPC 2.0 frames as the WalletConnect relay exchanges them over one WebSocket.
 *
 * The clients make ids from `Date.now()` with six random digits (about 19 digits), sometimes as
 * strings and sometimes as numbers. A number that long loses its last digits in `JSON.parse`,
 * and an answer with a changed id never reaches its caller, so long integers are kept as
 * `bigint` and written back digit for digit.
 */

export type RpcId = string | number | bigint | null

/** An error answer; the real relay names its own errors in `data` (`TooManyRequests`, `StorageError`). */
export type RpcError = { code: number; message: string; data?: string }

export type RelayFrame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown; isNotification: boolean }
  | { kind: 'response'; id: RpcId; result?: unknown; error?: RpcError }
  | { kind: 'invalid'; id: RpcId; error: RpcError }

/** JSON-RPC 2.0's own error codes, and the one our relay uses for refused but well-formed calls. */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const

const bigIntMarker = '~relay-bigint~'
// An integer of 16 digits or more in value position. Relay frames carry base64 and hex strings
// only, which never hold `:`, `[` or `,` before digits, so the pattern stays outside strings.
const longInteger = /([:[,]\s*)(-?\d{16,})(?=\s*[,}\]])/g
const markedInteger = /"~relay-bigint~(-?\d+)"/g

/** Reads one frame; never throws: malformed input becomes an `invalid` frame to answer. */
export function parseRelayFrame(text: string): RelayFrame {
  let value: unknown
  try {
    value = JSON.parse(text.replace(longInteger, `$1"${bigIntMarker}$2"`), (_key, item: unknown) =>
      typeof item === 'string' && item.startsWith(bigIntMarker)
        ? toInteger(item.slice(bigIntMarker.length))
        : item,
    )
  } catch {
    return { kind: 'invalid', id: null, error: { code: rpcErrorCodes.parseError, message: 'Parse error' } }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalidRequest(null, 'Expected one JSON-RPC object per frame')
  }
  const frame = value as Record<string, unknown>
  const id = isRpcId(frame.id) ? frame.id : null
  if (typeof frame.method === 'string') {
    return {
      kind: 'request',
      id,
      method: frame.method,
      params: frame.params,
      isNotification: !('id' in frame),
    }
  }
  if ('id' in frame && ('result' in frame || 'error' in frame)) {
    return { kind: 'response', id, result: frame.result, error: frame.error as RpcError | undefined }
  }
  return invalidRequest(id, 'Neither a request nor a response')
}

/** Writes a request the relay sends to a client (`irn_subscription`). */
export function formatRelayRequest(id: RpcId, method: string, params: unknown): string {
  return stringify({ id, jsonrpc: '2.0', method, params })
}

/** Writes the answer to a client's request. */
export function formatRelayResult(id: RpcId, result: unknown): string {
  return stringify({ id, jsonrpc: '2.0', result })
}

/** Writes an error answer to a client's request. */
export function formatRelayError(id: RpcId, error: RpcError): string {
  return stringify({ id, jsonrpc: '2.0', error })
}

/** Compares ids across the number, string and bigint forms a client may use for the same id. */
export function rpcIdKey(id: RpcId): string {
  return String(id)
}

function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${bigIntMarker}${item.toString()}` : item,
  ).replace(markedInteger, '$1')
}

// Exact as a number when it fits, as a bigint when it does not.
function toInteger(digits: string): number | bigint {
  const value = Number(digits)
  return Number.isSafeInteger(value) ? value : BigInt(digits)
}

function isRpcId(value: unknown): value is RpcId {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || value === null
}

function invalidRequest(id: RpcId, message: string): RelayFrame {
  return {
    kind: 'invalid',
    id,
    error: { code: rpcErrorCodes.invalidRequest, message: `Invalid Request: ${message}` },
  }
}
