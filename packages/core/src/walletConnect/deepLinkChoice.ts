import type { KitStorage } from '../contracts/storage.js'
import { isSafeWalletLink } from './walletLink.js'

/**
 * Where WalletConnect's sign client looks for the wallet to bring to the front (localStorage): with
 * an entry, each request the site sends opens `{href}/wc?requestId=…&sessionTopic=…`, so a
 * visitor on a phone lands in the wallet app that must answer.
 */
const signClientKey = 'WALLETCONNECT_DEEPLINK_CHOICE'

type Choice = { href: string; name: string }

function pageStorage(): Pick<Storage, 'setItem' | 'removeItem'> | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage
  } catch {
    // Storage refused (a sandboxed frame, blocked cookies): requests simply do not redirect.
    return undefined
  }
}

/**
 * Records the wallet a visitor on a phone opened by its app link (spec section 3's deep-link
 * choice), for the kit and for WalletConnect's sign client; `undefined` forgets it (a QR pairing
 * from another device, or the session ended), so a desktop page is never sent to an app link.
 * A link that is not safe to open is never recorded.
 */
export function recordDeepLinkChoice(storage: KitStorage, choice: Choice | undefined): void {
  const kept = choice && isSafeWalletLink(choice.href) ? choice : undefined
  if (kept) storage.set('deepLinkChoice', kept)
  else storage.remove('deepLinkChoice')
  try {
    if (kept) pageStorage()?.setItem(signClientKey, JSON.stringify(kept))
    else pageStorage()?.removeItem(signClientKey)
  } catch {
    // A full or refused storage only loses the redirect.
  }
}
