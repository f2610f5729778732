import { randomBytes } from 'node:crypto'
import { type ChallengeMethod, verifierMatches } from './pkce.js'
import type { TestAccount } from './testIdentity.js'

/** An authorization request the provider accepted and shows its login page for. */
export type PendingAuthorization = {
  clientId: string
  redirectUri: string
  scopes: readonly string[]
  state: string | undefined
  codeChallenge: string | undefined
  codeChallengeMethod: ChallengeMethod | undefined
}

/** What a code, then an access token, stands for: the request and the account that signed in. */
export type Grant = PendingAuthorization & { account: TestAccount }

/** Why a code was not exchanged; each provider words these its own way. */
export type RedemptionFailure =
  | 'unknown_code'
  | 'expired_code'
  | 'used_code'
  | 'redirect_uri_mismatch'
  | 'missing_verifier'
  | 'verifier_mismatch'

/** The result of presenting a code at the token endpoint. */
export type Redemption = { ok: true; grant: Grant } | { ok: false; reason: RedemptionFailure }

type StoredCode = { grant: Grant; expiresAt: number; redeemed: boolean }
type StoredToken = { grant: Grant; expiresAt: number }

/**
 * The provider's memory of a login: requests waiting for a button press, single-use codes bound to
 * their client, redirect URI and PKCE challenge, and the access tokens they were exchanged for.
 */
export function createGrantStore(lifetimes: { codeMs: number; tokenMs: number }) {
  const pending = new Map<string, PendingAuthorization>()
  const codes = new Map<string, StoredCode>()
  const tokens = new Map<string, StoredToken>()
  const random = () => randomBytes(20).toString('hex')

  return {
    /** Keeps an accepted request until the visitor presses a button; returns its id. */
    begin(authorization: PendingAuthorization): string {
      const id = random()
      pending.set(id, authorization)
      return id
    },

    /** The request behind a button press, once: a page posted twice does not sign in twice. */
    take(id: string): PendingAuthorization | undefined {
      const authorization = pending.get(id)
      pending.delete(id)
      return authorization
    },

    /** A new authorization code for `grant`. */
    issueCode(grant: Grant): string {
      const code = random()
      codes.set(code, { grant, expiresAt: Date.now() + lifetimes.codeMs, redeemed: false })
      return code
    },

    /**
     * Checks a code as a token endpoint does: issued to this client, unexpired, unused, presented
     * with the redirect URI it was issued for (when the client sends one, or must) and with the
     * verifier of its PKCE challenge. Only a code that passes is spent.
     */
    redeem(presented: {
      code: string
      clientId: string
      redirectUri: string | undefined
      redirectUriRequired: boolean
      codeVerifier: string | undefined
    }): Redemption {
      const stored = codes.get(presented.code)
      // A code issued to another client is as unknown to this one as a made-up code.
      if (!stored || stored.grant.clientId !== presented.clientId)
        return { ok: false, reason: 'unknown_code' }
      if (stored.redeemed) return { ok: false, reason: 'used_code' }
      if (stored.expiresAt <= Date.now()) return { ok: false, reason: 'expired_code' }
      const { grant } = stored
      if (
        presented.redirectUri === undefined
          ? presented.redirectUriRequired
          : presented.redirectUri !== grant.redirectUri
      ) {
        return { ok: false, reason: 'redirect_uri_mismatch' }
      }
      if (grant.codeChallenge !== undefined) {
        if (presented.codeVerifier === undefined) return { ok: false, reason: 'missing_verifier' }
        if (
          !verifierMatches(grant.codeChallenge, grant.codeChallengeMethod ?? 'plain', presented.codeVerifier)
        ) {
          return { ok: false, reason: 'verifier_mismatch' }
        }
      }
      stored.redeemed = true
      return { ok: true, grant }
    },

    /** A new access token for `grant`, prefixed as the provider's tokens are (GitHub's `gho_`). */
    issueToken(grant: Grant, prefix = ''): { accessToken: string; expiresInSeconds: number } {
      const accessToken = `${prefix}${randomBytes(24).toString('base64url')}`
      tokens.set(accessToken, { grant, expiresAt: Date.now() + lifetimes.tokenMs })
      return { accessToken, expiresInSeconds: Math.round(lifetimes.tokenMs / 1000) }
    },

    /** The grant behind a live access token. */
    findToken(accessToken: string): Grant | undefined {
      const stored = tokens.get(accessToken)
      return stored && stored.expiresAt > Date.now() ? stored.grant : undefined
    },
  }
}

export type GrantStore = ReturnType<typeof createGrantStore>
