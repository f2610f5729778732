import { HttpAbortedError, HttpError, HttpNetworkError, HttpTimeoutError } from '../errors/http.js'
import { isRetryableStatus, parseRetryAfter } from './retryPolicy.js'

export type AttemptOutcome<value> =
  | { ok: true; value: value }
  | { ok: false; error: Error; isRetryable: boolean; retryAfterMs?: number | undefined }

type AttemptParameters<value> = {
  fetch: typeof fetch
  url: string
  init: RequestInit
  timeoutMs: number
  signal?: AbortSignal | undefined
  /** Reads an OK response (JSON, blob); its errors are thrown as they are. */
  read: (response: Response) => Promise<value>
}

/**
 * One try of a request: aborted after `timeoutMs` or when the caller's signal aborts, and
 * classified so the retry loop knows whether another try may help. A non-OK status becomes an
 * `HttpError` carrying the body (JSON when it parses, else text).
 */
export async function attemptRequest<value>(
  parameters: AttemptParameters<value>,
): Promise<AttemptOutcome<value>> {
  const { url, signal } = parameters
  if (signal?.aborted)
    return { ok: false, error: new HttpAbortedError({ url, cause: signal.reason }), isRetryable: false }

  const controller = new AbortController()
  let hasTimedOut = false
  const timer = setTimeout(() => {
    hasTimedOut = true
    controller.abort()
  }, parameters.timeoutMs)
  const onCallerAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onCallerAbort, { once: true })

  // Why an exception happened decides its error: the caller's abort, our timeout, or the network.
  const fail = (cause: unknown): AttemptOutcome<value> => {
    if (signal?.aborted)
      return { ok: false, error: new HttpAbortedError({ url, cause: signal.reason }), isRetryable: false }
    if (hasTimedOut)
      return {
        ok: false,
        error: new HttpTimeoutError({ url, timeoutMs: parameters.timeoutMs }),
        isRetryable: false,
      }
    return { ok: false, error: new HttpNetworkError({ url, cause }), isRetryable: true }
  }

  try {
    let response: Response
    try {
      response = await parameters.fetch(url, { ...parameters.init, signal: controller.signal })
    } catch (error) {
      return fail(error)
    }
    if (!response.ok) {
      let text: string
      try {
        text = await response.text()
      } catch (error) {
        return fail(error)
      }
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'))
      const error = new HttpError({ status: response.status, url, body: parseLoosely(text), retryAfterMs })
      return { ok: false, error, isRetryable: isRetryableStatus(response.status), retryAfterMs }
    }
    try {
      return { ok: true, value: await parameters.read(response) }
    } catch (error) {
      if (controller.signal.aborted) return fail(error)
      return {
        ok: false,
        error: error instanceof Error ? error : new HttpNetworkError({ url, cause: error }),
        isRetryable: false,
      }
    }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onCallerAbort)
  }
}

/** An error body as JSON when it is JSON, else its text. */
function parseLoosely(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
