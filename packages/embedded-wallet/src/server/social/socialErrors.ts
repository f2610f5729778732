import { BaseError } from '@latchkit/core'

export type SocialProviderErrorType = SocialProviderError & { name: 'SocialProviderError' }

/**
 * A provider's answer could not be used: its token endpoint refused the code, or an answer (a
 * token response, an ID token, a user endpoint's body) was malformed or failed a check. `problem`
 * says which; the provider's own text is never repeated (it may quote what was sent).
 */
export class SocialProviderError extends BaseError {
  override name = 'SocialProviderError' as const
  readonly provider: string
  readonly problem: string
  constructor(parameters: { provider: string; problem: string; status?: number; cause?: unknown }) {
    super(`The ${parameters.provider} login could not be completed: ${parameters.problem}.`, {
      metaMessages: parameters.status ? [`Status: ${parameters.status}`] : undefined,
      cause: parameters.cause,
    })
    this.provider = parameters.provider
    this.problem = parameters.problem
  }
}
