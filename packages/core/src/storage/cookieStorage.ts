import type { Storage } from '../contracts/storage.js'

export type CreateCookieStorageParameters = {
  /**
   * Returns the current cookies as a `Cookie` header: the request's header on a server,
   * `document.cookie` in a browser.
   */
  cookie: () => string | null | undefined
  /**
   * Receives one `Set-Cookie` string per write: append it to the response on a server, assign it
   * to `document.cookie` in a browser.
   */
  setCookie: (setCookie: string) => void
  /** @default '/' */
  path?: string | undefined
  domain?: string | undefined
  /** @default one year */
  maxAgeSeconds?: number | undefined
  /** @default 'Lax' */
  sameSite?: 'Strict' | 'Lax' | 'None' | undefined
  /** @default false (true when sameSite is 'None') */
  secure?: boolean | undefined
}

// Browsers keep at most 4096 bytes of name and value per cookie.
const maxCookieBytes = 4096

/**
 * A `Storage` over cookies, so a server can render with the visitor's stored state: it reads the
 * request's `Cookie` header and writes `Set-Cookie` strings. Writes are visible to later reads of
 * the same storage at once. A value too large for a cookie throws a `QuotaExceededError` (the kit
 * storage then keeps it in memory).
 *
 * @example
 * const storage = createKitStorage({
 *   storage: createCookieStorage({
 *     cookie: () => request.headers.get('cookie'),
 *     setCookie: (cookie) => response.headers.append('set-cookie', cookie),
 *   }),
 * })
 */
export function createCookieStorage(parameters: CreateCookieStorageParameters): Storage {
  const written = new Map<string, string | null>()
  const attributes = [
    `Path=${parameters.path ?? '/'}`,
    parameters.domain ? `Domain=${parameters.domain}` : undefined,
    `SameSite=${parameters.sameSite ?? 'Lax'}`,
    (parameters.secure ?? parameters.sameSite === 'None') ? 'Secure' : undefined,
  ].filter((attribute) => attribute !== undefined)
  const maxAge = parameters.maxAgeSeconds ?? 365 * 24 * 60 * 60

  return {
    getItem(key) {
      const own = written.get(key)
      if (own !== undefined) return own
      return parseCookieHeader(parameters.cookie() ?? '').get(key) ?? null
    },
    setItem(key, value) {
      const pair = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
      if (new TextEncoder().encode(pair).length > maxCookieBytes)
        throw new DOMException(`The value of ${key} does not fit in a cookie`, 'QuotaExceededError')
      parameters.setCookie([pair, `Max-Age=${maxAge}`, ...attributes].join('; '))
      written.set(key, value)
    },
    removeItem(key) {
      parameters.setCookie([`${encodeURIComponent(key)}=`, 'Max-Age=0', ...attributes].join('; '))
      written.set(key, null)
    },
  }
}

/** Cookie names and values of a `Cookie` header, percent-decoded; malformed pairs are skipped. */
function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 0) continue
    try {
      const name = decodeURIComponent(pair.slice(0, separator).trim())
      const value = decodeURIComponent(pair.slice(separator + 1).trim())
      if (!cookies.has(name)) cookies.set(name, value)
    } catch {
      // A pair that is not percent-encoded is not ours; leave it.
    }
  }
  return cookies
}
