import { BaseError } from './base.js'
import { formatMessage, type UserVisibleMessageCode } from './messages.js'

/** The catalogue code the modal shows for a failed request of this status (spec section 8). */
function codeOfStatus(status: number): UserVisibleMessageCode {
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 500 && status <= 599) return 'SERVER_ERROR'
  return 'GENERIC_ERROR'
}

function excerpt(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}

export type HttpErrorType = HttpError & { name: 'HttpError' }

/** The server answered with a non-OK status. `body` is the parsed JSON body, else its text. */
export class HttpError extends BaseError {
  override name = 'HttpError' as const
  readonly code: UserVisibleMessageCode
  readonly status: number
  readonly url: string
  readonly body: unknown
  /** Milliseconds the server asked to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined

  constructor(parameters: { status: number; url: string; body: unknown; retryAfterMs?: number | undefined }) {
    const code = codeOfStatus(parameters.status)
    const bodyText = typeof parameters.body === 'string' ? parameters.body : JSON.stringify(parameters.body)
    super(formatMessage(code), {
      details: `HTTP ${parameters.status}`,
      metaMessages: [`URL: ${parameters.url}`, ...(bodyText ? [`Response: ${excerpt(bodyText)}`] : [])],
    })
    this.code = code
    this.status = parameters.status
    this.url = parameters.url
    this.body = parameters.body
    this.retryAfterMs = parameters.retryAfterMs
  }
}

export type HttpResponseBodyErrorType = HttpResponseBodyError & { name: 'HttpResponseBodyError' }

/** An OK response whose body is not the JSON it should be. */
export class HttpResponseBodyError extends BaseError {
  override name = 'HttpResponseBodyError' as const
  readonly code = 'SOMETHING_WENT_WRONG' as const
  readonly status: number
  readonly url: string
  readonly body: string

  constructor(parameters: { status: number; url: string; body: string; cause?: unknown }) {
    super(formatMessage('SOMETHING_WENT_WRONG'), {
      cause: parameters.cause,
      details: 'The response body is not valid JSON',
      metaMessages: [`URL: ${parameters.url}`, `Response: ${excerpt(parameters.body)}`],
    })
    this.status = parameters.status
    this.url = parameters.url
    this.body = parameters.body
  }
}

export type HttpNetworkErrorType = HttpNetworkError & { name: 'HttpNetworkError' }

/** The request did not reach the server or got no answer (offline, DNS, connection reset). */
export class HttpNetworkError extends BaseError {
  override name = 'HttpNetworkError' as const
  readonly code = 'SOMETHING_WENT_WRONG' as const
  readonly url: string

  constructor(parameters: { url: string; cause: unknown }) {
    super(formatMessage('SOMETHING_WENT_WRONG'), {
      cause: parameters.cause,
      metaMessages: [`URL: ${parameters.url}`],
    })
    this.url = parameters.url
  }
}

export type HttpTimeoutErrorType = HttpTimeoutError & { name: 'HttpTimeoutError' }

/** The server did not answer within the client's timeout. */
export class HttpTimeoutError extends BaseError {
  override name = 'HttpTimeoutError' as const
  readonly code = 'REQUEST_ABORTED' as const
  readonly url: string
  readonly timeoutMs: number

  constructor(parameters: { url: string; timeoutMs: number }) {
    super(formatMessage('REQUEST_ABORTED'), {
      details: `No answer within ${parameters.timeoutMs} ms`,
      metaMessages: [`URL: ${parameters.url}`],
    })
    this.url = parameters.url
    this.timeoutMs = parameters.timeoutMs
  }
}

export type HttpAbortedErrorType = HttpAbortedError & { name: 'HttpAbortedError' }

/** The caller aborted the request through its `signal`; `cause` is the signal's reason. */
export class HttpAbortedError extends BaseError {
  override name = 'HttpAbortedError' as const
  readonly code = 'REQUEST_ABORTED' as const
  readonly url: string

  constructor(parameters: { url: string; cause: unknown }) {
    super(formatMessage('REQUEST_ABORTED'), {
      cause: parameters.cause,
      details: 'Aborted by the caller',
      metaMessages: [`URL: ${parameters.url}`],
    })
    this.url = parameters.url
  }
}
