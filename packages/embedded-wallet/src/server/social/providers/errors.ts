import { BaseError } from '@latchkit/core'
import type { SocialProviderId } from './socialProvider.js'

export type SocialProviderAnswerErrorType = SocialProviderAnswerError & { name: 'SocialProviderAnswerError' }

/**
 * A provider's answer (ID token claims or user endpoint) lacks what an identity needs, or holds
 * it in the wrong shape; `field` names it. The message never quotes the value.
 */
export class SocialProviderAnswerError extends BaseError {
  override name = 'SocialProviderAnswerError' as const
  readonly provider: SocialProviderId
  readonly field: string
  constructor(parameters: { provider: SocialProviderId; field: string }) {
    super(`The ${parameters.provider} sign-in answered without a usable "${parameters.field}".`)
    this.provider = parameters.provider
    this.field = parameters.field
  }
}

export type SocialProviderRequestErrorType = SocialProviderRequestError & {
  name: 'SocialProviderRequestError'
}

/** Why a provider's user endpoint could not be read. */
export type SocialProviderRequestProblem = 'unreachable' | 'status' | 'too-large' | 'not-json'

/**
 * A provider's user endpoint could not be read: no answer (or a redirect, or no answer in time),
 * a status other than 2xx (`status`), a body over the size limit, or one that is not JSON.
 */
export class SocialProviderRequestError extends BaseError {
  override name = 'SocialProviderRequestError' as const
  readonly provider: SocialProviderId
  readonly problem: SocialProviderRequestProblem
  readonly status: number | undefined
  constructor(parameters: {
    provider: SocialProviderId
    /** The endpoint without its query (Facebook's carries a proof derived from the token). */
    endpoint: string
    problem: SocialProviderRequestProblem
    status?: number | undefined
    cause?: unknown
  }) {
    super(`The ${parameters.provider} user endpoint could not be read: ${parameters.problem}.`, {
      metaMessages: [
        `URL: ${parameters.endpoint}`,
        ...(parameters.status === undefined ? [] : [`Status: ${parameters.status}`]),
      ],
      cause: parameters.cause,
    })
    this.provider = parameters.provider
    this.problem = parameters.problem
    this.status = parameters.status
  }
}
