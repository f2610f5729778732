import type { Connector } from '../../contracts/connector.js'
import type { Wallet } from '../../contracts/walletRegistry.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import { coinbaseWalletId, genericInjectedName, phantomWalletId, solflareWalletId } from './walletIds.js'

/** A wallet the site excluded, as the registry describes it (any field may be missing). */
export type ExcludedWallet = {
  id?: string | undefined
  rdns?: string | null | undefined
  name?: string | undefined
}

/** Where the modal runs, as far as the hiding rules care. */
export type WalletEnvironment = {
  isMobile: boolean
  /** Whether the page has an injected wallet provider (`window.ethereum`...). */
  hasInjectedWallet: boolean
}

type WalletLike = {
  id: string
  name: string
  rdns?: string | null | undefined
  explorerId?: string | undefined
}

/** Whether two names are the same ignoring case and surrounding space. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Whether two entries are the same wallet: same rdns, same name (any case) or same id. Two
 * different rdns are two wallets whatever their names: a wallet announcing itself under a known
 * wallet's name is not taken for it.
 */
export function isSameWallet(a: WalletLike, b: WalletLike): boolean {
  if (a.rdns && b.rdns) return a.rdns === b.rdns
  if (a.name && b.name && sameName(a.name, b.name)) return true
  const idsOf = (entry: WalletLike) => [entry.id, entry.explorerId].filter(Boolean)
  return idsOf(a).some((id) => idsOf(b).includes(id))
}

/** Whether the site excluded this wallet: by id, by rdns, or by name ignoring case. */
export function isExcludedWallet(entry: WalletLike, excluded: readonly ExcludedWallet[]): boolean {
  return excluded.some(
    (wallet) =>
      (wallet.id !== undefined && (wallet.id === entry.id || wallet.id === entry.explorerId)) ||
      (!!wallet.rdns && wallet.rdns === entry.rdns) ||
      (!!wallet.name && sameName(wallet.name, entry.name)),
  )
}

/**
 * Whether a connector appears in the wallet list (spec section 5): the generic Browser Wallet
 * entry is hidden on desktop, and on mobile unless it has an rdns or an injected wallet exists;
 * excluded wallets are hidden.
 */
export function isConnectorShown(
  connector: Connector,
  parameters: { environment: WalletEnvironment; excluded: readonly ExcludedWallet[] },
): boolean {
  const { environment, excluded } = parameters
  if (connector.type === 'INJECTED' && connector.name === genericInjectedName) {
    if (!environment.isMobile) return false
    if (!connector.rdns && !environment.hasInjectedWallet) return false
  }
  return !isExcludedWallet(connector, excluded)
}

/**
 * Whether a registry wallet appears on mobile: it needs a mobile link, unless it is the
 * Coinbase wallet, or Solflare or Phantom on Solana.
 */
export function isWalletShownOnMobile(wallet: Wallet, namespace: ChainNamespace | undefined): boolean {
  if (wallet.mobile_link) return true
  if (wallet.id === coinbaseWalletId) return true
  return namespace === 'solana' && (wallet.id === solflareWalletId || wallet.id === phantomWalletId)
}

/**
 * Whether a registry or custom wallet appears in a list (Connect, all wallets, search): not
 * excluded by the site (id, rdns or name), and on mobile only per {@link isWalletShownOnMobile}.
 */
export function isRegistryWalletShown(
  wallet: Wallet,
  parameters: {
    environment: WalletEnvironment
    excluded: readonly ExcludedWallet[]
    namespace: ChainNamespace | undefined
  },
): boolean {
  const { environment, excluded, namespace } = parameters
  if (isExcludedWallet(wallet, excluded)) return false
  return !environment.isMobile || isWalletShownOnMobile(wallet, namespace)
}
