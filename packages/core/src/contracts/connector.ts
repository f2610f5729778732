import type { ChainNamespace } from '../network/namespaces.js'

/** The kinds of connector LatchKit knows (spec section 3). */
export const connectorTypes = [
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'AUTH',
  'MULTI_CHAIN',
  'ID_AUTH',
] as const

export type ConnectorType = (typeof connectorTypes)[number]

/**
 * A way to reach a wallet: a browser extension (injected or announced over EIP-6963 / the wallet
 * standard), WalletConnect, the embedded wallet (`AUTH`), or one the site brings (`EXTERNAL`).
 * Adapters publish their connectors; the kit groups, filters and orders them for the modal.
 *
 * @example
 * const connector: Connector = {
 *   id: 'io.metamask',
 *   type: 'ANNOUNCED',
 *   name: 'MetaMask',
 *   rdns: 'io.metamask',
 *   chainNamespaces: ['eip155'],
 * }
 */
export type Connector = {
  /** Unique within its adapter; the same id across adapters means the same wallet. */
  id: string
  type: ConnectorType
  /** The wallet's display name. */
  name: string
  /** An image the wallet supplies itself (data URL or registry URL). */
  imageUrl?: string
  /** An image id of the wallet registry. */
  imageId?: string
  /** Reverse-DNS id announced by the wallet (EIP-6963), used to match registry wallets. */
  rdns?: string
  /** The wallet's id in the wallet registry. */
  explorerId?: string
  /** The chain namespaces this connector serves. */
  chainNamespaces: readonly ChainNamespace[]
  /** The wallet's provider object, when the adapter exposes it. */
  provider?: unknown
}
