/**
 * Whether the Farcaster login's address may be a link of the page: only `https:` (the relay's page,
 * which opens the app) and the app's own `farcaster:` scheme. The address comes from the wallet
 * service through the frame; anything else (`javascript:`, `data:`, a malformed string) is shown
 * as a QR code and copied, never opened from the page.
 */
export function isFarcasterLink(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'farcaster:'
  } catch {
    return false
  }
}
