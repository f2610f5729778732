import type { Connector, ConnectorType } from '../../contracts/connector.js'
import type { Wallet } from '../../contracts/walletRegistry.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import { type ConnectorGroup, orderByGroup } from './connectorOrder.js'
import {
  type ExcludedWallet,
  isConnectorShown,
  isRegistryWalletShown,
  isSameWallet,
  sameName,
  type WalletEnvironment,
} from './walletFilters.js'

/** One entry of the modal's wallet list: a connector, a registry wallet, or a recent wallet with its connector. */
export type ConnectorListItem =
  | { group: 'walletConnect' | 'injected' | 'external'; connector: Connector; wallet?: undefined }
  | {
      group: 'recent' | 'featured' | 'custom' | 'recommended'
      wallet: Wallet
      connector?: Connector | undefined
    }

const groupOfType: Partial<Record<ConnectorType, 'walletConnect' | 'injected' | 'external'>> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
}

export type BuildConnectorListParameters = {
  connectors: readonly Connector[]
  recentWallets: readonly Wallet[]
  featuredWallets: readonly Wallet[]
  customWallets: readonly Wallet[]
  recommendedWallets: readonly Wallet[]
  excluded: readonly ExcludedWallet[]
  environment: WalletEnvironment
  /** The namespace the list is for (the Solana mobile exceptions). */
  namespace: ChainNamespace | undefined
  /** When the modal was opened for one namespace: only connectors that serve it are listed. */
  onlyNamespace?: ChainNamespace | undefined
  order?: readonly ConnectorGroup[] | undefined
}

/**
 * The wallet list of the Connect view: hidden and duplicate entries removed (spec section 5),
 * grouped and ordered (spec section 2). A recent wallet that is installed takes its connector.
 * Embedded-wallet connectors (email, social) are not wallet-list entries.
 */
export function buildConnectorList(parameters: BuildConnectorListParameters): ConnectorListItem[] {
  const { environment, excluded, namespace } = parameters
  const shown: { group: 'walletConnect' | 'injected' | 'external'; connector: Connector }[] = []
  for (const connector of parameters.connectors) {
    const group = groupOfType[connector.type]
    if (!group || !isConnectorShown(connector, { environment, excluded })) continue
    if (parameters.onlyNamespace && !connector.chainNamespaces.includes(parameters.onlyNamespace)) continue
    if (shown.some((entry) => isSameWallet(entry.connector, connector))) continue
    shown.push({ group, connector })
  }

  const walletShown = (wallet: Wallet) => isRegistryWalletShown(wallet, { environment, excluded, namespace })
  const wallets: Extract<ConnectorListItem, { wallet: Wallet }>[] = []
  const claimed = new Set<Connector>()
  const sources = [
    ['recent', parameters.recentWallets],
    ['featured', parameters.featuredWallets],
    ['custom', parameters.customWallets],
    ['recommended', parameters.recommendedWallets],
  ] as const
  for (const [group, list] of sources)
    for (const wallet of list) {
      if (!walletShown(wallet) || wallets.some((entry) => isSameWallet(entry.wallet, wallet))) continue
      const installed = shown.find(
        (entry) => entry.group !== 'walletConnect' && isSameWallet(entry.connector, wallet),
      )
      if (installed && group !== 'recent') continue
      if (installed) claimed.add(installed.connector)
      wallets.push({ group, wallet, connector: installed?.connector })
    }

  // A connector named like another listed wallet that it is not (another rdns) says which it is.
  const listed = [...shown.map((entry) => entry.connector), ...wallets.map((entry) => entry.wallet)]
  const withOwnName = (connector: Connector): Connector =>
    listed.some(
      (other) =>
        other !== connector && sameName(other.name, connector.name) && !isSameWallet(other, connector),
    )
      ? { ...connector, name: `${connector.name} (${connector.rdns ?? connector.id})` }
      : connector
  const items: ConnectorListItem[] = [
    ...shown
      .filter((entry) => !claimed.has(entry.connector))
      .map((entry) => ({ ...entry, connector: withOwnName(entry.connector) })),
    ...wallets,
  ]
  return orderByGroup(items, (item) => item.group, parameters.order)
}
