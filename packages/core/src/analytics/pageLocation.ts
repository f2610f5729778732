/** Where the page is, for analytics: its URL and host name. */
export type PageLocation = { url: string; domain: string }

/** The current page's location; `undefined` outside a browser (servers, workers without a page). */
export function getPageLocation(): PageLocation | undefined {
  const location = typeof document === 'undefined' ? undefined : globalThis.location
  if (!location?.href) return undefined
  return { url: location.href, domain: location.hostname }
}

/** A random RFC 4122 version 4 id; `crypto.randomUUID` is missing on insecure (http) pages. */
export function createEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
