import type { WalletEnvironment } from '../controllers/connectors/walletFilters.js'

/** How the kit learns where it runs; a site (or a test) may answer itself. */
export type KitEnvironment = {
  /** @default true on phones and tablets, by user agent */
  isMobile?: () => boolean
  /** @default whether the page has `window.ethereum` or `window.solana` */
  hasInjectedWallet?: () => boolean
}

// Read lazily, at call time: the module is imported during server rendering, where none exists.
function defaultIsMobile(): boolean {
  const agent = globalThis.navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|Opera Mini/i.test(agent)
}

function defaultHasInjectedWallet(): boolean {
  const page = globalThis as { ethereum?: unknown; solana?: unknown; window?: unknown }
  return page.window !== undefined && (page.ethereum !== undefined || page.solana !== undefined)
}

/** Resolves the environment now. */
export function readEnvironment(environment: KitEnvironment | undefined): WalletEnvironment {
  return {
    isMobile: (environment?.isMobile ?? defaultIsMobile)(),
    hasInjectedWallet: (environment?.hasInjectedWallet ?? defaultHasInjectedWallet)(),
  }
}
