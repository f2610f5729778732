const patternShape = /^([a-z][a-z0-9+.-]*):\/\/([^/:?#]+)(?::(\d+|\*))?\/?$/i

/**
 * Whether a page origin may use email and social login (spec section 5): it equals an allowed
 * origin, or matches one with wildcards. `*.` as the leftmost host label stands for one or more
 * labels (`https://*.example.com` allows `https://app.example.com` and `https://a.b.example.com`,
 * not `https://example.com`); `:*` allows any port. Scheme and port otherwise match exactly.
 *
 * @example
 * isOriginAllowed('https://app.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('http://app.example.com', ['https://*.example.com']) // false
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  let page: URL
  try {
    page = new URL(origin)
  } catch {
    return false
  }
  if (page.origin === 'null') return false
  return allowedOrigins.some((allowed) => matchesAllowedOrigin(page, allowed.trim()))
}

function matchesAllowedOrigin(page: URL, allowed: string): boolean {
  const shape = patternShape.exec(allowed)
  if (!shape) return false
  const [, scheme = '', host = '', port] = shape
  if (`${scheme.toLowerCase()}:` !== page.protocol) return false
  if (port !== '*') {
    // The URL parser drops a default port (443 for https), so normalise the pattern the same way.
    let expectedPort: string
    try {
      expectedPort = new URL(`${scheme}://example.invalid${port ? `:${port}` : ''}`).port
    } catch {
      return false
    }
    if (page.port !== expectedPort) return false
  }
  const hostname = host.toLowerCase()
  if (!hostname.includes('*')) return hostname === page.hostname
  if (!hostname.startsWith('*.') || hostname.slice(2).includes('*')) return false
  const suffix = hostname.slice(1)
  return page.hostname.endsWith(suffix) && page.hostname.length > suffix.length
}
