import { BaseError } from '@latchkit/core'

export type WalletServerConfigErrorType = WalletServerConfigError & { name: 'WalletServerConfigError' }

/** The service's configuration is missing a value or holds a wrong one; `field` names it. */
export class WalletServerConfigError extends BaseError {
  override name = 'WalletServerConfigError' as const
  readonly field: string
  constructor(parameters: { field: string; problem: string }) {
    super(`Invalid wallet server configuration: ${parameters.field} ${parameters.problem}`)
    this.field = parameters.field
  }
}

export type InsecureListenErrorType = InsecureListenError & { name: 'InsecureListenError' }

/** Asked to listen on a non-loopback address over plain HTTP without `allowInsecureHttp`. */
export class InsecureListenError extends BaseError {
  override name = 'InsecureListenError' as const
  constructor(parameters: { host: string }) {
    super(`Refusing to serve plain HTTP on ${parameters.host}, which is not a loopback address.`, {
      metaMessages: [
        'Configure `tls` (a key and certificate), listen on 127.0.0.1 behind a TLS proxy,',
        'or set `allowInsecureHttp: true` when a proxy in front terminates TLS.',
      ],
    })
  }
}

export type SecretDecryptionErrorType = SecretDecryptionError & { name: 'SecretDecryptionError' }

/** A sealed value did not open: a wrong key, or the stored bytes were changed or moved. */
export class SecretDecryptionError extends BaseError {
  override name = 'SecretDecryptionError' as const
  constructor(parameters: { label: string; cause?: unknown }) {
    super(`Could not decrypt the ${parameters.label}: wrong key, or the stored value was altered.`, {
      cause: parameters.cause,
    })
  }
}

export type SessionTokenErrorType = SessionTokenError & { name: 'SessionTokenError' }

/** Why an access token is refused. */
export type SessionTokenProblem =
  | 'malformed'
  | 'unknown-key'
  | 'bad-signature'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-issuer'
  | 'wrong-audience'

/** An access token was refused: `problem` says why. */
export class SessionTokenError extends BaseError {
  override name = 'SessionTokenError' as const
  readonly problem: SessionTokenProblem
  constructor(parameters: { problem: SessionTokenProblem; cause?: unknown }) {
    super('Session Expired', {
      details: `The access token was refused: ${parameters.problem}.`,
      cause: parameters.cause,
    })
    this.problem = parameters.problem
  }
}

export type JwksFetchErrorType = JwksFetchError & { name: 'JwksFetchError' }

/** The service's key set could not be fetched or read. */
export class JwksFetchError extends BaseError {
  override name = 'JwksFetchError' as const
  constructor(parameters: { url: string; cause?: unknown; status?: number }) {
    super('Could not load the wallet service key set.', {
      metaMessages: [
        `URL: ${parameters.url}`,
        ...(parameters.status ? [`Status: ${parameters.status}`] : []),
      ],
      cause: parameters.cause,
    })
  }
}

export type MailSendErrorType = MailSendError & { name: 'MailSendError' }

/** The SMTP server did not take an email (a one-time code or a device approval link). */
export class MailSendError extends BaseError {
  override name = 'MailSendError' as const
  constructor(parameters: { cause: unknown }) {
    // The cause's own text may quote the message: keep it out of the short message that is logged.
    super('The email could not be sent.', { cause: parameters.cause, details: 'SMTP failure' })
  }
}

export type WalletServerCliErrorType = WalletServerCliError & { name: 'WalletServerCliError' }

/** The command line or the configuration file could not be read. */
export class WalletServerCliError extends BaseError {
  override name = 'WalletServerCliError' as const
  constructor(message: string, parameters: { cause?: unknown } = {}) {
    super(message, { cause: parameters.cause })
  }
}
