import { rpcTimeoutMs } from '../constants.js'
import type { HttpClient, HttpQueryValue, HttpRequestParameters } from '../contracts/http.js'
import { HttpAbortedError, HttpResponseBodyError } from '../errors/http.js'
import { attemptRequest } from './attemptRequest.js'
import { buildUrl } from './buildUrl.js'
import { type RetryPolicy, resolveRetryPolicy, retryDelayMs } from './retryPolicy.js'
import { wait } from './wait.js'

export type CreateHttpClientParameters = {
  /** Every request's path is appended to this URL. */
  baseUrl: string
  /**
   * The fetch to use (a proxying or instrumented one).
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined
  /** Query parameters of every request (e.g. `projectId`, `st`, `sv`); a request's own win. */
  defaultParams?: Record<string, HttpQueryValue> | undefined
  /** Headers of every request. */
  headers?: Record<string, string> | undefined
  /**
   * Each try is aborted after this long.
   * @default 10_000
   */
  timeoutMs?: number | undefined
  /**
   * Retry on network errors and HTTP 403, 408, 413, 429, 500, 502, 503 and 504 (spec section 9);
   * `false` for a single try.
   * @default { attempts: 3, baseDelayMs: 150 }
   */
  retry?: RetryPolicy | false | undefined
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * An HTTP client for JSON APIs: typed errors (`HttpError` on a non-OK status,
 * `HttpResponseBodyError` on a malformed body, `HttpTimeoutError`, `HttpAbortedError`,
 * `HttpNetworkError`), retries with exponential backoff or the server's Retry-After, a timeout
 * per try, and the caller's `AbortSignal` honoured (also while waiting to retry).
 *
 * @example
 * const api = createHttpClient({ baseUrl: 'https://api.example', defaultParams: { projectId } })
 * const body = await api.get({ path: '/v1/supported-chains' })
 */
export function createHttpClient(parameters: CreateHttpClientParameters): HttpClient {
  const fetchFunction: typeof fetch = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = parameters.timeoutMs ?? rpcTimeoutMs
  const policy = resolveRetryPolicy(parameters.retry)
  const noRetry = resolveRetryPolicy(false)

  function urlOf(request: Pick<HttpRequestParameters, 'path' | 'params'>): string {
    return buildUrl(parameters.baseUrl, request.path, { ...parameters.defaultParams, ...request.params })
  }

  async function send<value>(
    method: Method,
    request: HttpRequestParameters,
    read: (response: Response, url: string) => Promise<value>,
  ): Promise<value> {
    const url = urlOf(request)
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...parameters.headers,
      ...request.headers,
    }
    let body: string | undefined
    if (method !== 'GET' && request.body !== undefined) {
      body = JSON.stringify(request.body)
      headers['content-type'] = 'application/json'
    }
    const tries = request.retry === false ? noRetry : policy
    for (let attempt = 1; ; attempt++) {
      const outcome = await attemptRequest({
        fetch: fetchFunction,
        url,
        init: { method, headers, body },
        timeoutMs,
        signal: request.signal,
        read: (response) => read(response, url),
      })
      if (outcome.ok) return outcome.value
      if (!outcome.isRetryable || attempt >= tries.attempts) throw outcome.error
      const delay = retryDelayMs(tries, attempt + 1, outcome.retryAfterMs)
      if (delay > tries.maxDelayMs) throw outcome.error
      try {
        await wait(delay, request.signal)
      } catch (reason) {
        throw new HttpAbortedError({ url, cause: reason })
      }
    }
  }

  return {
    get: (request) => send('GET', request, readJson),
    getBlob: (request) => send('GET', request, (response) => response.blob()),
    post: (request) => send('POST', request, readJson),
    put: (request) => send('PUT', request, readJson),
    delete: (request) => send('DELETE', request, readJson),
    buildUrl: urlOf,
  }
}

/** The JSON body of an OK response; `null` when it is empty (204, an empty 200). */
async function readJson(response: Response, url: string): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return null
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new HttpResponseBodyError({ status: response.status, url, body: text, cause })
  }
}
