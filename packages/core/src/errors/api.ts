import { BaseError } from './base.js'
import { formatMessage } from './messages.js'

export type AllowedOriginsErrorType = AllowedOriginsError & { name: 'AllowedOriginsError' }

/** The allowed-origins fetch failed in a way the modal reports (spec section 8): 429 or 5xx. */
export class AllowedOriginsError extends BaseError {
  override name = 'AllowedOriginsError' as const
  readonly code: 'RATE_LIMITED' | 'SERVER_ERROR'
  readonly status: number

  constructor(parameters: { status: number; cause: unknown }) {
    const code = parameters.status === 429 ? 'RATE_LIMITED' : 'SERVER_ERROR'
    super(formatMessage(code), {
      cause: parameters.cause,
      details: `Allowed origins: HTTP ${parameters.status}`,
    })
    this.code = code
    this.status = parameters.status
  }
}

export type OriginNotAllowedErrorType = OriginNotAllowedError & { name: 'OriginNotAllowedError' }

/** The page's origin is not among the project's allowed origins (email and social login). */
export class OriginNotAllowedError extends BaseError {
  override name = 'OriginNotAllowedError' as const
  readonly code = 'ORIGIN_NOT_ALLOWED' as const
  readonly origin: string

  constructor(origin: string) {
    super(formatMessage('ORIGIN_NOT_ALLOWED'), {
      metaMessages: [
        `Origin: ${origin}`,
        "Add it to the project's allowed origins (e.g. https://*.example.com).",
      ],
    })
    this.origin = origin
  }
}

export {
  NetworkNotSupportedError,
  type NetworkNotSupportedErrorType,
} from './networkNotSupported.js'

export type UnexpectedResponseErrorType = UnexpectedResponseError & { name: 'UnexpectedResponseError' }

/** A service answered with JSON of the wrong shape. */
export class UnexpectedResponseError extends BaseError {
  override name = 'UnexpectedResponseError' as const
  readonly code = 'SOMETHING_WENT_WRONG' as const
  readonly path: string

  constructor(parameters: { path: string; body: unknown }) {
    const text = JSON.stringify(parameters.body) ?? String(parameters.body)
    super(formatMessage('SOMETHING_WENT_WRONG'), {
      details: `Unexpected response from ${parameters.path}`,
      metaMessages: [`Response: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`],
    })
    this.path = parameters.path
  }
}

export type InvalidAppConfigurationErrorType = InvalidAppConfigurationError & {
  name: 'InvalidAppConfigurationError'
}

/** Analytics answered 403: the page's origin is not allowlisted for the project (spec section 8). */
export class InvalidAppConfigurationError extends BaseError {
  override name = 'InvalidAppConfigurationError' as const
  readonly code = 'INVALID_APP_CONFIGURATION' as const

  constructor(parameters: { cause: unknown }) {
    super(formatMessage('INVALID_APP_CONFIGURATION'), {
      cause: parameters.cause,
      details: "The page's origin is not in the project's allowed origins",
    })
  }
}
