import type { SocialResultResponse } from '../../server/api.js'
import { SocialLoginAbortedError } from './errors.js'
import { pauseUnlessAborted } from './pauseUnlessAborted.js'
import type { ServiceClient } from './serviceClient.js'

/** How often the frame asks whether the provider answered (spec: polled each second). */
export const socialResultPollMs = 1000

export type SocialLoginResult = Extract<SocialResultResponse, { status: 'done' }>

/**
 * Resolves with the session once the visitor finished at the provider, asking the service each
 * second with the attempt's secret (the service gives the session once).
 *
 * @throws {ServiceRequestError} with reason `CONNECTION_REJECTED` when the visitor refused at the
 *   provider, `FAILED_TO_CONNECT` when the provider failed or the attempt is gone (abandoned,
 *   expired), or the service's failure.
 * @throws {SocialLoginAbortedError} when `signal` aborts first.
 */
export async function waitForSocialResult(parameters: {
  service: Pick<ServiceClient, 'socialResult'>
  projectId: string
  attemptId: string
  secret: string
  signal: AbortSignal
  pollMs?: number
}): Promise<SocialLoginResult> {
  const { service, signal, ...request } = parameters
  for (;;) {
    if (signal.aborted) throw new SocialLoginAbortedError()
    const answer = await service.socialResult({
      projectId: request.projectId,
      attemptId: request.attemptId,
      secret: request.secret,
    })
    if (answer.status === 'done') return answer
    await pauseUnlessAborted(parameters.pollMs ?? socialResultPollMs, signal)
  }
}
