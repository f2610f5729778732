/**
 * The frame's Content-Security-Policy (SECURITY.md): its own scripts, styles and API only, and
 * `frame-ancestors` listing the pages allowed to embed it (`'none'` when there are none).
 */
export function frameContentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ')
}

/** The headers of every frame response. */
export function frameHeaders(frameAncestors: readonly string[], contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-security-policy': frameContentSecurityPolicy(frameAncestors),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  }
}
