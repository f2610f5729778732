/**
 * The requests the site sends the embedded wallet's frame (spec section 7), each answered by one
 * success or one error event carrying the same id.
 */
export const frameRequestTypes = [
  'SwitchNetwork',
  'ConnectEmail',
  'ConnectDevice',
  'ConnectOtp',
  'ConnectSocial',
  'ConnectFarcaster',
  'GetUser',
  'SignOut',
  'IsConnected',
  'GetChainId',
  'GetSmartAccountEnabledNetworks',
  'SetPreferredAccount',
  // LatchKit's own: a smart account's call to the operator's ERC-4337 bundler, through the
  // frame's session (the service forwards it; the bundler's address and key stay there).
  'BundlerRpc',
  // LatchKit's own: smart sessions (ERC-7715 permissions) the visitor grants, lists and revokes.
  'GrantSession',
  'ListSessions',
  'RevokeSession',
  'Rpc',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'GetEmailUpdateState',
  // LatchKit's own: a social or Farcaster login's wait for its result and its abandon (the popup
  // closed, the visitor left the view), and
  // the steps the frame shows itself (the wallet's recovery secret, key export).
  'AwaitSocial',
  'AbandonSocial',
  'AwaitFarcaster',
  'AbandonFarcaster',
  'SetupWallet',
  'ExportKey',
  'SyncTheme',
  'SyncLanguage',
  'SyncDappData',
  'Reload',
  'Abort',
] as const

export type FrameRequestType = (typeof frameRequestTypes)[number]

/** A request to the frame: a fresh `id`, its type, and what it carries. */
export type FrameRequest = { id: string; type: FrameRequestType; payload: unknown }

/**
 * Why a request failed: the English text, and (for a failure the visitor reads) the code the
 * modal's catalogue holds a translation under, with the values its text names.
 */
export type FrameFailure = { message: string; code?: string; values?: Record<string, string | number> }

/** The frame's answer to the request `id`: what it resolved, or why it failed. */
export type FrameResponse =
  | { id: string; type: `${FrameRequestType}Success`; payload: unknown }
  | { id: string; type: `${FrameRequestType}Error`; error: FrameFailure }

export const isFrameRequestType = (value: unknown): value is FrameRequestType =>
  typeof value === 'string' && (frameRequestTypes as readonly string[]).includes(value)
