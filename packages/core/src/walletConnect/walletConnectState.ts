/** Where the WalletConnect QR flow is. */
export type WalletConnectStatus = 'idle' | 'pairing' | 'connected' | 'failed'

/** The QR flow's state: the pairing URI the ConnectingWalletConnect view shows, and its expiry. */
export type WalletConnectState = {
  /** The `wc:` pairing URI while pairing; `undefined` before and after. */
  uri: string | undefined
  /** When `uri` expires, in milliseconds since the epoch; a new one replaces it then. */
  expiresAt: number | undefined
  status: WalletConnectStatus
}

export function createWalletConnectState(): WalletConnectState {
  return { uri: undefined, expiresAt: undefined, status: 'idle' }
}
