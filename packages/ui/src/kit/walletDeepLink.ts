/**
 * Schemes a wallet's link must never have (core's `isSafeWalletLink` holds the same rule; it is
 * written out here so the Connecting view's chunk and core's WalletConnect chunk share no module,
 * which would make the bundler split one more chunk that the page's first download must name).
 */
const refusedSchemes = ['javascript', 'data', 'vbscript', 'file', 'blob', 'http']

/** Whether `link` is an `https:` universal link or the wallet's own scheme. */
function isSafeLink(link: string | null | undefined): link is string {
  const scheme = link ? /^([a-z][a-z0-9+.-]*):/i.exec(link.trim())?.[1]?.toLowerCase() : undefined
  return scheme !== undefined && !refusedSchemes.includes(scheme)
}

/**
 * The link that opens a wallet app with a pairing URI: a custom scheme (`rainbow://`) gets
 * `wc?uri=`, a universal link (`https://...`) gets `/wc?uri=`. `undefined` when the wallet has no
 * such link, or one that is not safe to open (`javascript:`, `data:`, plain `http:`...).
 *
 * @example
 * walletDeepLink('rainbow://', 'wc:abc@2') // 'rainbow://wc?uri=wc%3Aabc%402'
 */
export function walletDeepLink(link: string | null | undefined, uri: string): string | undefined {
  if (!isSafeLink(link)) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https:\/\//i.test(link)) return `${link.replace(/\/+$/, '')}/wc?uri=${encoded}`
  const base = link.includes('://') ? link : link.replace(/:\/*$/, '://')
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`.replace(':///wc', '://wc')
}

/**
 * Opens a wallet's app link: a universal link (`https:`) in a new tab, so this page stays where it
 * is when the app is not installed; a custom scheme in place (the system hands it to the app).
 */
export function openWalletLink(link: string): void {
  window.open(link, /^https:/i.test(link) ? '_blank' : '_self', 'noreferrer noopener')
}
