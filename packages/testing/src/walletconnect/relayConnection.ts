import type { RelayRefusal } from './relayFaults.js'

/** What a client says about itself in the relay URL it dials. */
export type RelayConnection = {
  projectId: string
  /** The `did:key` issuer of its auth JWT: a stable id across reconnections, unlike the socket. */
  clientId: string | undefined
  /** The token's `iat` and `exp`, in seconds, when it carries them. */
  issuedAt: number | undefined
  expiresAt: number | undefined
  /**
   * `useOnCloseEvent=true`: the client learns why it was refused from the close frame (a browser
   * never sees the status of a refused upgrade), so the relay accepts the socket and closes it.
   */
  wantsCloseEvents: boolean
}

/**
 * Reads the query of a client's relay URL. The `auth` parameter is a JWT whose issuer is the
 * client's `did:key`; the rig does not check its signature (any client may connect), only its
 * times (`authTokenRefusal`).
 */
export function readRelayConnection(requestUrl: string | undefined): RelayConnection {
  const query = new URL(requestUrl ?? '/', 'ws://127.0.0.1').searchParams
  const claims = readClaims(query.get('auth'))
  return {
    projectId: query.get('projectId') ?? '',
    clientId: typeof claims.iss === 'string' && claims.iss.length > 0 ? claims.iss : undefined,
    issuedAt: typeof claims.iat === 'number' ? claims.iat : undefined,
    expiresAt: typeof claims.exp === 'number' ? claims.exp : undefined,
    wantsCloseEvents: query.get('useOnCloseEvent') === 'true',
  }
}

/**
 * The refusal of a token not valid at the relay's time, as the real relay refuses a client whose
 * clock is off ("JWT validation error: JWT Token is not yet valid" was reported by a dapp whose
 * computer's clock ran ahead of the relay's).
 */
export function authTokenRefusal(connection: RelayConnection, now: number): RelayRefusal | undefined {
  const seconds = now / 1000
  if (connection.issuedAt !== undefined && connection.issuedAt > seconds)
    return { status: 401, reason: 'JWT validation error: JWT Token is not yet valid' }
  if (connection.expiresAt !== undefined && connection.expiresAt <= seconds)
    return { status: 401, reason: 'JWT validation error: JWT Token is expired' }
  return undefined
}

function readClaims(token: string | null): Record<string, unknown> {
  try {
    const payload = token?.split('.')[1]
    if (!payload) return {}
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
