import type { Connector, ConnectorListItem, Wallet } from '@latchkit/core'
import type { ConnectorTag } from '../elements/modalStore.js'

/** Where picking a wallet leads: its own connector, or a WalletConnect pairing (QR code). */
export type WalletTarget =
  | { view: 'ConnectingExternal'; connectorId: string; wallet?: Wallet | undefined }
  | { view: 'ConnectingWalletConnect'; wallet?: Wallet | undefined }

/** One row of the Connect view, derived from one entry of the core's ordered connector list. */
export type ConnectRow = {
  key: string
  name: string
  /** A ready image URL (connector or custom wallet). */
  imageUrl: string | undefined
  /** A registry image id, turned into a URL with the registry's image endpoint. */
  imageId: string | undefined
  tag: ConnectorTag | undefined
  target: WalletTarget
}

const isWalletConnect = (connector: Connector) => connector.type === 'WALLET_CONNECT'

/** Whether a registry wallet is this installed connector (rdns, registry id or name). */
function matches(connector: Connector, wallet: Wallet): boolean {
  if (connector.rdns && wallet.rdns && connector.rdns === wallet.rdns) return true
  if (connector.explorerId && connector.explorerId === wallet.id) return true
  return connector.name.trim().toLowerCase() === wallet.name.trim().toLowerCase()
}

/**
 * Where a registry wallet leads: its installed connector when the browser has it, else the
 * WalletConnect QR code with the wallet's name and logo.
 */
export function targetOfWallet(wallet: Wallet, connectors: readonly Connector[]): WalletTarget {
  const installed = connectors.find((connector) => !isWalletConnect(connector) && matches(connector, wallet))
  return installed
    ? { view: 'ConnectingExternal', connectorId: installed.id, wallet }
    : { view: 'ConnectingWalletConnect', wallet }
}

/**
 * The Connect view's rows in the core's order (spec section 2): WalletConnect shows as a QR
 * code entry, installed wallets say so, recent ones are tagged.
 */
export function toConnectRows(
  list: readonly ConnectorListItem[],
  connectors: readonly Connector[],
): ConnectRow[] {
  return list.map((item) => {
    if (item.wallet === undefined) {
      const { connector } = item
      const walletConnect = isWalletConnect(connector)
      return {
        key: `connector:${connector.id}`,
        name: connector.name,
        imageUrl: connector.imageUrl,
        imageId: connector.imageId,
        tag: walletConnect ? 'qrCode' : item.group === 'injected' ? 'installed' : undefined,
        target: walletConnect
          ? { view: 'ConnectingWalletConnect' }
          : { view: 'ConnectingExternal', connectorId: connector.id },
      }
    }
    const { wallet, connector } = item
    return {
      key: `${item.group}:${wallet.id}`,
      name: wallet.name,
      imageUrl: wallet.image_url ?? connector?.imageUrl,
      imageId: wallet.image_id ?? connector?.imageId,
      tag: item.group === 'recent' ? 'recent' : connector ? 'installed' : undefined,
      target: connector
        ? { view: 'ConnectingExternal', connectorId: connector.id, wallet }
        : targetOfWallet(wallet, connectors),
    }
  })
}

/** The id of the WalletConnect connector, if an adapter offers one. */
export function walletConnectConnectorId(connectors: readonly Connector[]): string | undefined {
  return connectors.find(isWalletConnect)?.id
}

/** A wallet image's URL: its own URL, else the registry's URL for its image id. */
export function imageSource(
  entry: { imageUrl: string | undefined; imageId: string | undefined },
  walletImageUrl: ((imageId: string) => string) | undefined,
): string | undefined {
  if (entry.imageUrl) return entry.imageUrl
  return entry.imageId && walletImageUrl ? walletImageUrl(entry.imageId) : undefined
}
