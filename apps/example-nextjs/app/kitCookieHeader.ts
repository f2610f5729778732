/**
 * The kit's cookies among the request's, as a `Cookie` header for the kit's cookie storage.
 *
 * Only the kit's own cookies (it keeps every value under `@latchkit/<key>`) go from the server to
 * the browser: the rest (a session cookie marked HttpOnly, say) must never be copied into the page.
 * The kit writes names percent-encoded (`%40latchkit%2F…`); Next's `cookies()` decodes values but
 * not names, so names are decoded here before they are recognised.
 */
export function kitCookieHeader(cookies: readonly { name: string; value: string }[]): string {
  const pairs: string[] = []
  for (const { name, value } of cookies) {
    const decodedName = decodeCookieName(name)
    if (decodedName?.startsWith('@latchkit/'))
      pairs.push(`${encodeURIComponent(decodedName)}=${encodeURIComponent(value)}`)
  }
  return pairs.join('; ')
}

function decodeCookieName(name: string): string | undefined {
  try {
    return decodeURIComponent(name)
  } catch {
    // Not percent-encoded, so not one the kit wrote.
    return undefined
  }
}
