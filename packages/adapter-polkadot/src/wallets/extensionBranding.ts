// Extensions inject no icon of their own, so the adapter ships small badges for the extensions it
// knows (drawn for LatchKit: a colour and a mark, not the wallets' logos) and a generic one for
// the rest, whose name is then their `injectedWeb3` key, shown as text like any wallet's name.

const badge = (background: string, mark: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${background}"/>${mark}</svg>`,
  )}`

const white = 'fill="#fff"'

const knownExtensions: Readonly<Record<string, readonly [name: string, background: string, mark: string]>> = {
  'polkadot-js': [
    'Polkadot{.js}',
    '#f58220',
    `<path d="M12 8c-3 0-3 3-3 5s-1 3-3 3c2 0 3 1 3 3s0 5 3 5M20 8c3 0 3 3 3 5s1 3 3 3c-2 0-3 1-3 3s0 5-3 5" stroke="#fff" stroke-width="2" fill="none"/><circle cx="16" cy="16" r="2.5" ${white}/>`,
  ],
  talisman: ['Talisman', '#d5ff5c', '<path d="M9 9h14v3.5h-5.2V24h-3.6V12.5H9z"/>'],
  'subwallet-js': [
    'SubWallet',
    '#004bff',
    `<path d="M9 9h14v3.5H12.5v1.8H23V23H9v-3.5h10.5v-1.7H9z" ${white}/>`,
  ],
  enkrypt: ['Enkrypt', '#7c3aed', `<path d="M10 9h12v3.2h-8.6v2.3h7.6v3h-7.6v2.3H22V23H10z" ${white}/>`],
}

const nova = badge(
  '#2a2b6e',
  `<path d="M16 5l2.8 8.2L27 16l-8.2 2.8L16 27l-2.8-8.2L5 16l8.2-2.8z" ${white}/>`,
)
const generic = badge(
  '#5b6472',
  '<path d="M8 12h16v11H8zM12 12V9h8v3" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17.5" r="1.5" fill="#fff"/>',
)

/**
 * The name and icon the wallet list shows for the extension at `injectedWeb3[key]`. Nova Wallet's
 * in-app browser injects under the `polkadot-js` key and says so with `walletExtension.isNovaWallet`.
 */
export function extensionBranding(
  key: string,
  page: { walletExtension?: unknown },
): { name: string; icon: string } {
  const novaFlag = (page.walletExtension as { isNovaWallet?: unknown } | undefined)?.isNovaWallet
  if (key === 'polkadot-js' && novaFlag === true) return { name: 'Nova Wallet', icon: nova }
  const known = Object.hasOwn(knownExtensions, key) ? knownExtensions[key] : undefined
  if (known) return { name: known[0], icon: badge(known[1], known[2]) }
  // An unknown extension's key is untrusted text: kept short here, cleaned by the kit, shown as text.
  return { name: key.slice(0, 40), icon: generic }
}
