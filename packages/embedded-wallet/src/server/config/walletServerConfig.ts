import type { DatabaseConfig } from '../database/openDatabase.js'
import type { FarcasterLoginConfig } from '../farcaster/farcasterLoginConfig.js'
import type { SmartAccountsConfig } from './smartAccountsConfig.js'
import type { SocialLoginConfig } from './socialLoginConfig.js'

/** The SMTP server one-time codes are sent through (nodemailer's SMTP transport). */
export type SmtpConfig = {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. @default false */
  secure?: boolean
  auth?: { user: string; pass: string }
  /** The sender: `"Wallet" <wallet@example.com>` or a bare address. */
  from: string
}

/** A site allowed to embed the frame. */
export type ProjectConfig = {
  id: string
  /** Named in the code emails. @default the id */
  name?: string
  /**
   * The origins whose pages may embed the frame: exact (`https://shop.example.com`) or with a
   * leftmost wildcard label and any port (`https://*.example.com`, `http://localhost:*`).
   */
  allowedOrigins: string[]
}

/** Limits of the email sign-in; every one can be lowered or raised. */
export type WalletServerLimits = {
  /** @default 600_000 (10 min) */
  codeTtlMs: number
  /** Wrong tries before a code is dead. @default 5 */
  maxCodeAttempts: number
  /** Codes mailed to one address in an hour, for any purpose. @default 5 */
  codesPerEmailPerHour: number
  /** Sign-in, verification and refresh requests from one IP address in a minute. @default 60 */
  requestsPerIpPerMinute: number
  /** A new login code for an address within this time of the last is refused (spec section 9). @default 30_000 */
  emailLoginCooldownMs: number
  /** A refresh token unused for this long expires. @default 30 days */
  refreshTokenIdleMs: number
}

/** A line of the service's log. It never holds a code, a token, a share or an email's body. */
export type WalletServerLogEntry = {
  level: 'info' | 'error'
  message: string
  method?: string
  /** The path without its query. */
  path?: string
  status?: number
  durationMs?: number
  /** A failure's class name. */
  errorName?: string
  /** LatchKit's own errors' short message (never a driver's message, which may quote data). */
  errorMessage?: string
  /** A database error's SQLSTATE, a system error's code. */
  errorCode?: string
}

/** The configuration of `createWalletServer` (and, as JSON, of `latchkit-wallet-server --config`). */
export type WalletServerConfig = {
  /** @default '127.0.0.1' */
  host?: string
  /** 0 takes a free port. @default 0 */
  port?: number
  /**
   * The service's origin as browsers see it (behind a proxy, the proxy's). Tokens name it as
   * their issuer and `/v1/*` answers only requests from it. @default from host and port
   */
  publicUrl?: string
  /** Serve HTTPS with this PEM key and certificate. */
  tls?: { key: string | Buffer; cert: string | Buffer }
  /**
   * Serve plain HTTP on a non-loopback address (a proxy in front terminates TLS). Refused
   * otherwise. @default false
   */
  allowInsecureHttp?: boolean
  /**
   * Take the client's address from the last `X-Forwarded-For` entry (the proxy in front appends
   * it), for the per-IP limit. Only behind a proxy that sets it. @default false
   */
  trustProxy?: boolean
  /** @default { kind: 'pglite' } (in memory) */
  database?: DatabaseConfig
  /** 32 bytes as base64: encrypts the auth shares and the signing key. Never stored in the database. */
  keyEncryptionKey: string
  /** At least 32 bytes as base64: the HMAC key of one-time codes. @default derived from the key-encryption key */
  codeSecret?: string
  smtp: SmtpConfig
  /** The sites allowed to embed the frame, written to the database at start. */
  projects: ProjectConfig[]
  /** The directory holding the frame's `app.js` and `app.css`. @default the package's built frame */
  frameAssetsDirectory?: string | URL
  /**
   * Keep the recovery share under `recoveryKey` on the server instead of a visitor's secret.
   * CUSTODIAL: the operator can then rebuild every wallet. @default false
   */
  managedRecovery?: boolean
  /** 32 bytes as base64; required with `managedRecovery`. */
  recoveryKey?: string
  /**
   * A browser that has not signed in an address before must have the sign-in approved from a
   * link mailed to the address before a one-time code is sent, so a code read out to someone else
   * does not sign in their browser. @default false
   */
  deviceApproval?: boolean
  /**
   * The social login providers offered (google, github, apple, facebook, x, discord), each with the
   * OAuth client the provider registered for this service. @default none
   */
  social?: SocialLoginConfig
  /**
   * Sign In With Farcaster: the chain and IdRegistry that say who holds which Farcaster id. The
   * service is then the relay visitors' Farcaster apps answer through (`<publicUrl>/farcaster`).
   * @default off
   */
  farcaster?: FarcasterLoginConfig
  /**
   * ERC-4337 smart accounts (a SimpleAccount v0.7 owned by the visitor's embedded account), per
   * chain, with the bundler the service forwards signed-in visitors' user operations to
   * (`POST /v1/bundler/{chainId}`). Chains are listed to the frame by `GET /v1/smart-accounts`.
   * @default none
   */
  smartAccounts?: SmartAccountsConfig
  limits?: Partial<WalletServerLimits>
  /** Milliseconds since the epoch, for tests. @default Date.now */
  now?: () => number
  /** @default JSON lines: info to stdout, errors to stderr */
  log?: (entry: WalletServerLogEntry) => void
}

export const defaultLimits: WalletServerLimits = {
  codeTtlMs: 10 * 60_000,
  maxCodeAttempts: 5,
  codesPerEmailPerHour: 5,
  requestsPerIpPerMinute: 60,
  emailLoginCooldownMs: 30_000,
  refreshTokenIdleMs: 30 * 24 * 60 * 60_000,
}
