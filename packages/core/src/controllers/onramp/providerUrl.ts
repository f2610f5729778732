import { OnrampUnsafeUrlError } from '../../errors/onramp.js'

const localHosts = new Set(['127.0.0.1', 'localhost'])

/**
 * The provider page's address when it is safe to open: `https:`, or plain `http:` only on
 * 127.0.0.1 or localhost (a local stand-in such as the rig's). Anything else (`javascript:`,
 * `data:`, plain `http:` elsewhere, no address) is refused.
 * @throws {OnrampUnsafeUrlError}
 */
export function checkProviderUrl(url: unknown): string {
  const text = typeof url === 'string' ? url : String(url)
  let parsed: URL
  try {
    parsed = new URL(text)
  } catch {
    throw new OnrampUnsafeUrlError({ url: text })
  }
  const isLocal = parsed.protocol === 'http:' && localHosts.has(parsed.hostname)
  if (parsed.protocol !== 'https:' && !isLocal) throw new OnrampUnsafeUrlError({ url: text })
  return parsed.href
}
