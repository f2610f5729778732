/**
 * The link that opens a wallet app on this phone with a pairing URI: a custom scheme
 * (`rainbow://`) gets `wc?uri=`, a universal link (`https://...`) gets `/wc?uri=`. `undefined`
 * when the wallet has no mobile link or the link is not one of those.
 *
 * @example
 * walletDeepLink('rainbow://', 'wc:abc@2') // 'rainbow://wc?uri=wc%3Aabc%402'
 */
export function walletDeepLink(mobileLink: string | null | undefined, uri: string): string | undefined {
  if (!mobileLink) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https:\/\//i.test(mobileLink)) return `${mobileLink.replace(/\/+$/, '')}/wc?uri=${encoded}`
  // A custom scheme; javascript: and other dangerous schemes are refused.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(mobileLink)?.[1]?.toLowerCase()
  if (!scheme || ['javascript', 'data', 'vbscript', 'file', 'http'].includes(scheme)) return undefined
  const base = mobileLink.includes('://') ? mobileLink : mobileLink.replace(/:\/*$/, '://')
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`.replace(':///wc', '://wc')
}
