/** The claims of an access token the service issues. */
export type AccessTokenClaims = {
  /** The service's public URL. */
  iss: string
  /** The user's id. */
  sub: string
  /** The project the visitor signed in to. */
  aud: string
  /** Absent for a user who signed in with a provider that shares no email. */
  email?: string
  /** Seconds since the epoch. */
  iat: number
  exp: number
  /** The session (refresh-token family) the token belongs to. */
  sid: string
}

/** How long an access token is valid. */
export const accessTokenLifetimeSeconds = 15 * 60
