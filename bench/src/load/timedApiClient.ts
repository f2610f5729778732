import { UnexpectedAnswerError } from './errors.js'
import type { LoadRecorder, RequestKind } from './loadRecorder.js'

/** A request as the frame sends it, and what must come back. */
export type TimedRequest = {
  kind: RequestKind
  method: 'GET' | 'POST' | 'PUT'
  path: string
  body?: unknown
  accessToken?: string
  expectedStatus: number
  /** Says what is wrong with a body of the expected status; `undefined` when it is right. */
  check?: (body: Record<string, unknown>) => string | undefined
}

/** How much of an error answer a failure report keeps. */
const keptBodyCharacters = 500

/**
 * Calls the instances as the frame does (JSON, with the service's public origin as `Origin`) and
 * times each request from sending to the answer's last byte. A request answered otherwise than
 * expected is recorded as a failure and throws.
 */
export function createTimedApiClient(parameters: {
  /** Each instance's listen URL (`http://127.0.0.1:port`). */
  instanceUrls: readonly string[]
  /** The frame's origin: the service's public URL, one for every instance. */
  origin: string
  recorder: LoadRecorder
}) {
  const { instanceUrls, origin, recorder } = parameters
  /** @throws {UnexpectedAnswerError} after recording the failure. */
  return async function call(
    user: string,
    instanceIndex: number,
    request: TimedRequest,
  ): Promise<Record<string, unknown>> {
    const instance = instanceUrls[instanceIndex] as string
    const described = `${request.method} ${request.path}`
    const fail = (problem: string, answer: { status?: number; body?: string } = {}, cause?: unknown) => {
      recorder.failed({ kind: request.kind, user, instance, request: described, ...answer, problem })
      return new UnexpectedAnswerError({ request: `${described} on ${instance}`, problem, cause })
    }
    const startedAt = performance.now()
    let status: number
    let text: string
    try {
      const response = await fetch(new URL(request.path, instance), {
        method: request.method,
        headers: {
          origin,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.accessToken ? { authorization: `Bearer ${request.accessToken}` } : {}),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      })
      status = response.status
      text = await response.text()
    } catch (error) {
      throw fail(`no answer (${error instanceof Error ? error.message : String(error)})`, {}, error)
    }
    const elapsedMs = performance.now() - startedAt
    if (status !== request.expectedStatus)
      throw fail(`status ${status} instead of ${request.expectedStatus}`, {
        status,
        body: text.slice(0, keptBodyCharacters),
      })
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch (error) {
      throw fail('the body is not JSON', { status }, error)
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw fail('the body is not a JSON object', { status })
    const problem = request.check?.(body as Record<string, unknown>)
    // A success body holds tokens or a share: only the problem is reported, never the body.
    if (problem !== undefined) throw fail(problem, { status })
    recorder.succeeded(request.kind, instanceIndex, elapsedMs)
    return body as Record<string, unknown>
  }
}

export type TimedApiClient = ReturnType<typeof createTimedApiClient>
