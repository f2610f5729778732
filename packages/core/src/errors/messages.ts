/**
 * Every text of spec section 8, keyed by a stable code. User-visible texts are what the modal
 * shows; the UI maps a code to its (localisable) string, so views never hard-code wording.
 * `{name}` marks a value filled in by `formatMessage`.
 */
export const userVisibleMessages = {
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  NETWORK_NOT_FOUND: 'Network Not Found',
  ORIGIN_NOT_ALLOWED: 'Origin Not Allowed',
  EMBEDDED_WALLET_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  EMBEDDED_WALLET_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  SERVER_ERROR: 'Server Error',
  RATE_LIMITED: 'Rate Limited',
  MULTI_WALLET_NOT_ENABLED: 'Multi-Wallet Not Enabled',
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  RPC_METHOD_NOT_ALLOWED_UI: 'Action not allowed',
  SIGN_MESSAGE_FAILED: 'Error signing message',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  AUTHENTICATING: 'Authenticating...',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains: {message}',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  EMAIL_LOGIN_DEPENDENCY_FAILED: 'Unable to load email login dependency',
  IFRAME_LOAD_FAILED: 'iframe_load_failed',
  IFRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  GENERIC_ERROR: 'An error occurred',
} as const

/** Errors of flows (thrown to callers and logged; some also reach the UI). */
export const flowMessages = {
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  POPUP_CLOSED: 'Popup closed',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  SOCIAL_CONNECT_FAILED: 'Failed to initiate social connection',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_AUTH: 'Not connected to email or social',
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  IFRAME_NOT_SET: 'iframe is not set',
  PARENT_NOT_SET: 'parent is not set',
  ACCOUNT_NOT_IN_CONNECTION: 'Account not found in the connection',
  SWAP_QUOTE_UNAVAILABLE: 'No quote for this swap',
  SWAP_AMOUNT_REQUIRED: 'Enter an amount to swap',
  SWAP_INSUFFICIENT_BALANCE: 'Insufficient balance',
  SWAP_APPROVAL_TIMEOUT: 'The approval was not confirmed in time',
  PAY_REQUEST_INVALID: 'This payment request is not valid',
  PAY_CANCELLED: 'The payment was cancelled',
  PAY_WALLET_NOT_CONNECTED: 'Connect a wallet to pay',
} as const

/** Validation texts of spec section 5. */
export const validationMessages = {
  SIWE_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  ADAPTER_NOT_FOUND: "Adapter for namespace {namespace} doesn't exist",
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAP_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  INVALID_RECEIVER: 'Invalid receiver address',
  TRANSACTIONS_NEED_ADDRESS: "Transactions can't be fetched without an accountAddress",
  EMAIL_LOGIN_TOO_SOON: 'Please try again after {seconds} seconds',
} as const

export type UserVisibleMessageCode = keyof typeof userVisibleMessages
export type FlowMessageCode = keyof typeof flowMessages
export type ValidationMessageCode = keyof typeof validationMessages
export type MessageCode = UserVisibleMessageCode | FlowMessageCode | ValidationMessageCode

// A lookup, not a merged object built at import: a module-level spread is work every consumer
// pays at load, and bundlers cannot drop it when formatMessage is unused.
function messageText(code: MessageCode): string {
  if (code in userVisibleMessages) return userVisibleMessages[code as UserVisibleMessageCode]
  if (code in flowMessages) return flowMessages[code as FlowMessageCode]
  return validationMessages[code as ValidationMessageCode]
}

/**
 * The catalogue text for `code`, with `{name}` placeholders filled from `values`.
 *
 * @example
 * formatMessage('ADAPTER_NOT_FOUND', { namespace: 'solana' })
 * // "Adapter for namespace solana doesn't exist"
 */
export function formatMessage(code: MessageCode, values: Record<string, string | number> = {}): string {
  return messageText(code).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}
