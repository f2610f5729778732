import { BaseError } from '@latchkit/core'

export type FrameRequestTimeoutErrorType = FrameRequestTimeoutError & { name: 'FrameRequestTimeoutError' }

/** The frame did not answer a request in time (spec section 9: 120 s). */
export class FrameRequestTimeoutError extends BaseError {
  override name = 'FrameRequestTimeoutError' as const
  readonly code = 'EMBEDDED_WALLET_REQUEST_TIMEOUT' as const
  readonly requestType: string
  constructor(parameters: { requestType: string; timeoutMs: number }) {
    super('iframe_request_timeout', {
      metaMessages: [`Request: ${parameters.requestType}`, `Waited: ${parameters.timeoutMs} ms`],
    })
    this.requestType = parameters.requestType
  }
}

export type FrameRequestErrorType = FrameRequestError & { name: 'FrameRequestError' }

/**
 * The frame answered a request with an error event: `message` is the frame's own (English) text,
 * `code` the modal's catalogue key for it when the visitor reads it, `values` what that text
 * names (`{ seconds: 30 }`).
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError' as const
  readonly requestType: string
  readonly code: string | undefined
  readonly values: Record<string, string | number>
  constructor(parameters: {
    requestType: string
    message: string
    code?: string | undefined
    values?: Record<string, string | number> | undefined
  }) {
    super(parameters.message, { metaMessages: [`Request: ${parameters.requestType}`] })
    this.requestType = parameters.requestType
    this.code = parameters.code
    this.values = parameters.values ?? {}
  }
}

export type FrameMessengerClosedErrorType = FrameMessengerClosedError & { name: 'FrameMessengerClosedError' }

/** The messenger was closed (the modal closed, the frame went away) while a request waited. */
export class FrameMessengerClosedError extends BaseError {
  override name = 'FrameMessengerClosedError' as const
  readonly code = 'REQUEST_ABORTED' as const
  constructor(parameters: { requestType: string }) {
    super('Request was aborted', { metaMessages: [`Request: ${parameters.requestType}`] })
  }
}
