/** Schemes a wallet's link must never have: they would run code or read files in this page. */
const refusedSchemes = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'http'])

/**
 * Whether a wallet's app link from the registry (its `mobile_link`, `desktop_link` or
 * `webapp_link`) is safe to open: an `https:` universal link, or a custom scheme of the wallet's
 * own (`rainbow://`, `metamask:`). `javascript:`, `data:`, plain `http:` and the like are refused,
 * whatever the registry says.
 *
 * @example
 * isSafeWalletLink('rainbow://') // true
 * isSafeWalletLink('javascript:alert(1)') // false
 */
export function isSafeWalletLink(link: string | null | undefined): link is string {
  if (!link) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link.trim())?.[1]?.toLowerCase()
  return scheme !== undefined && !refusedSchemes.has(scheme)
}
