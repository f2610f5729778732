import type { HttpQueryValue } from '../contracts/http.js'

/**
 * `baseUrl` + `path` with the query of `params` (arrays joined by commas, `undefined` left out).
 * A base URL with a path (`https://api.example/v2`) keeps it.
 */
export function buildUrl(baseUrl: string, path: string, params: Record<string, HttpQueryValue> = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue
    url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url.toString()
}
