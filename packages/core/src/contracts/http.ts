/** A query-string value; arrays are joined with commas, `undefined` entries are left out. */
export type HttpQueryValue = string | number | boolean | readonly (string | number)[] | undefined

export type HttpRequestParameters = {
  /** Path below the client's base URL, e.g. `/getWallets`. */
  path: string
  /** Query parameters, merged over the client's default parameters. */
  params?: Record<string, HttpQueryValue> | undefined
  headers?: Record<string, string> | undefined
  /** Sent as JSON (`content-type: application/json`) by post, put and delete. */
  body?: unknown
  /** Aborts the request (and any retry wait); the client's own timeout still applies. */
  signal?: AbortSignal | undefined
  /**
   * Whether the retry policy applies to this request.
   * @default true
   */
  retry?: boolean | undefined
}

/**
 * A small HTTP client (spec section 7): JSON in and out, a typed `HttpError` on a non-OK status,
 * a typed `HttpResponseBodyError` on a malformed JSON body, retries per spec section 9 and a
 * timeout. Bodies are returned as `unknown`: callers decode them.
 */
export type HttpClient = {
  get(parameters: HttpRequestParameters): Promise<unknown>
  getBlob(parameters: HttpRequestParameters): Promise<Blob>
  post(parameters: HttpRequestParameters): Promise<unknown>
  put(parameters: HttpRequestParameters): Promise<unknown>
  delete(parameters: HttpRequestParameters): Promise<unknown>
  /** The absolute URL a GET of `path` with `params` (and the default parameters) fetches. */
  buildUrl(parameters: Pick<HttpRequestParameters, 'path' | 'params'>): string
}
