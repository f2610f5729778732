import { LoginWaitAbortedError } from './errors.js'
import { pauseUnlessAborted } from './pauseUnlessAborted.js'

/** How often the frame asks whether the visitor finished elsewhere (spec: polled each second). */
export const loginResultPollMs = 1000

/**
 * Resolves with the service's `done` answer once the visitor finished at the provider (a social
 * login's popup, or their Farcaster app), asking each second with the attempt's secret: the
 * service gives the session once.
 *
 * @throws {ServiceRequestError} the service's refusal (its reason says why: for a social login
 *   `CONNECTION_REJECTED` or `FAILED_TO_CONNECT`, for Farcaster `FARCASTER_CONNECT_FAILED`), or
 *   its failure.
 * @throws {LoginWaitAbortedError} when `signal` aborts first.
 */
export async function waitForLoginResult<answer extends { status: string }>(parameters: {
  ask: () => Promise<answer>
  signal: AbortSignal
  pollMs?: number
}): Promise<Extract<answer, { status: 'done' }>> {
  const { signal } = parameters
  for (;;) {
    if (signal.aborted) throw new LoginWaitAbortedError()
    const answer = await parameters.ask()
    if (answer.status === 'done') return answer as Extract<answer, { status: 'done' }>
    await pauseUnlessAborted(parameters.pollMs ?? loginResultPollMs, signal)
  }
}
