const dataImage = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i

/**
 * Whether an untrusted wallet or token image may be loaded: a `data:image/...` URL, or an http(s)
 * URL on one of `allowedOrigins` (the registry's image endpoint, the page itself). Anything else,
 * including `javascript:`, blob and unparsable URLs, keeps the placeholder.
 */
export function isAllowedImageSource(
  source: string | undefined,
  { allowedOrigins, baseUrl }: { allowedOrigins: readonly string[]; baseUrl?: string | undefined },
): boolean {
  if (!source) return false
  if (dataImage.test(source)) return true
  let url: URL
  try {
    url = new URL(source, baseUrl)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  return allowedOrigins.includes(url.origin)
}
