import type { Eip1193Provider } from './createEip1193Provider.js'

/** EIP-6963 provider info: how the wallet shows itself in a site's wallet list. */
export type Eip6963ProviderInfo = {
  /** A UUIDv4, unique to this provider for the page's lifetime. */
  uuid: string
  name: string
  /** A `data:` URI (an SVG here), so showing it needs no network. */
  icon: string
  /** Reverse-DNS id, stable across sessions: how a site remembers the wallet. */
  rdns: string
}

/** Announces `provider` now and again on every `eip6963:requestProvider`, as EIP-6963 asks. */
export function announceEip6963(info: Eip6963ProviderInfo, provider: Eip1193Provider): void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
