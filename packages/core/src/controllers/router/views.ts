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

/**
 * Views of features that load on demand (embedded wallet, sign-in, swaps, names, multi-wallet).
 * The router refuses them until the feature registers them with `registerViews`.
 */
export const featureViews = [
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const

export type CoreView = (typeof coreViews)[number]
export type FeatureView = (typeof featureViews)[number]
/** A view of the modal (spec section 2). */
export type View = CoreView | FeatureView
