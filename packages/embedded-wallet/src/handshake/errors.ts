import { BaseError } from '@latchkit/core'

export type FrameLoadFailedErrorType = FrameLoadFailedError & { name: 'FrameLoadFailedError' }

/** The frame did not say it was ready in time (spec section 9: 20 s). */
export class FrameLoadFailedError extends BaseError {
  override name = 'FrameLoadFailedError' as const
  readonly code = 'EMBEDDED_WALLET_LOAD_FAILED' as const
  constructor(parameters: { frameOrigin: string; timeoutMs: number }) {
    super('iframe_load_failed', {
      metaMessages: [`Frame origin: ${parameters.frameOrigin}`, `Waited: ${parameters.timeoutMs} ms`],
    })
  }
}

export type SiteOriginNotAllowedErrorType = SiteOriginNotAllowedError & { name: 'SiteOriginNotAllowedError' }

/** The frame was asked to serve a site whose origin is not among the project's allowed origins. */
export class SiteOriginNotAllowedError extends BaseError {
  override name = 'SiteOriginNotAllowedError' as const
  readonly code = 'ORIGIN_NOT_ALLOWED' as const
  constructor(parameters: { siteOrigin: string }) {
    super('Origin Not Allowed', { metaMessages: [`Site origin: ${parameters.siteOrigin}`] })
  }
}

export type ParentNotSetErrorType = ParentNotSetError & { name: 'ParentNotSetError' }

/** The frame was opened as a page of its own: there is no site to serve (spec section 8). */
export class ParentNotSetError extends BaseError {
  override name = 'ParentNotSetError' as const
  constructor() {
    super('parent is not set', {
      metaMessages: ['The wallet frame works only inside the page of an allowed site.'],
    })
  }
}
