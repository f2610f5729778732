/** Views the core itself routes to: always available. */
export const coreViews = [
  'Connect',
  'Account',
  // The network list the network button and the Account view open (not in the spec's list).
  'Networks',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'UnsupportedChain',
  'SwitchNetwork',
  'SwitchActiveChain',
] as const

/** Views of the core's multi-wallet functions: available while `multiWallet` is on. */
export const multiWalletViews = ['ProfileWallets'] as const

/**
 * Views that feature modules render (sign-in, the embedded wallet, swaps, names). The router
 * refuses each until a feature that renders it is installed and enabled.
 */
export const featureViews = [
  'ConnectingFarcaster',
  // The social login's wait while the visitor answers the provider in its popup (AppKit's view of
  // the same name; the spec keeps its popup as the account's socialWindow).
  'ConnectingSocial',
  'EmailLogin',
  'UpdateEmailWallet',
  'SIWXSignMessage',
  'ApproveTransaction',
  // Where the embedded wallet's frame itself asks the visitor (the recovery secret, key export).
  'EmbeddedWalletFrame',
  // The wallet's own flows (issue 20): send, its preview, receive, and the activity list.
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'Transactions',
  'Swap',
  // Buying crypto with money (onramp) and paying a site, each a feature of its own.
  'Onramp',
  'Pay',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  // The smart account's sessions (ERC-7715 permissions sites were granted), listed and revoked.
  'SmartSessions',
] as const

export type CoreView = (typeof coreViews)[number] | (typeof multiWalletViews)[number]
export type FeatureView = (typeof featureViews)[number]
/** A view of the modal (spec section 2). */
export type View = CoreView | FeatureView
