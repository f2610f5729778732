/**
 * The English texts of the failures the modal's views show, keyed by the error's `code` (or, for
 * errors without one, its class name), in core's and the embedded wallet's wording
 * (failureStrings.test.ts keeps them equal). `failureText` picks them; the other locales
 * translate them. A count uses ICU's plural form, `#` standing for the number.
 */
export const failureStrings = {
  // A wallet's EIP-1193 4001, whatever the wallet's own words.
  USER_REJECTED: 'User rejected the request',
  ConnectorNotConnectedError: 'The connector is not connected',
  // A wallet without the feature an action needs (core errors/wallet.ts).
  WALLET_CANNOT_SIGN_MESSAGES: '{wallet} cannot sign messages',
  WALLET_CANNOT_SIGN_TRANSACTIONS: '{wallet} cannot sign transactions',
  // Send (core errors/send.ts).
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  INVALID_RECEIVER: 'Invalid receiver address',
  InvalidAmountError: 'Invalid amount',
  InvalidDecimalsError: 'Invalid token decimals',
  // Swap (core errors/swap.ts, networkNotSupported.ts).
  SWAP_QUOTE_UNAVAILABLE: 'No quote for this swap',
  SWAP_AMOUNT_REQUIRED: 'Enter an amount to swap',
  SWAP_INSUFFICIENT_BALANCE: 'Insufficient balance',
  SWAP_APPROVAL_TIMEOUT: 'The approval was not confirmed in time',
  SWAP_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  // Pay (core errors/pay.ts).
  PAY_REQUEST_INVALID: 'This payment request is not valid',
  PAY_CANCELLED: 'The payment was cancelled',
  PAY_WALLET_NOT_CONNECTED: 'Connect a wallet to pay',
  // Buy crypto (core errors/onramp.ts).
  ONRAMP_PROJECT_ID_REQUIRED: 'Buying crypto needs a project id',
  ONRAMP_AMOUNT_REQUIRED: 'Enter an amount to buy',
  ONRAMP_AMOUNT_TOO_LOW: 'Enter an amount of at least {min} {currency}',
  ONRAMP_AMOUNT_TOO_HIGH: 'Enter an amount of at most {max} {currency}',
  ONRAMP_ACCOUNT_REQUIRED: 'Connect a wallet to buy crypto',
  ONRAMP_UNSAFE_URL: "The provider's page could not be opened safely",
  ONRAMP_WINDOW_BLOCKED: "The provider's window was blocked: allow pop-ups for this site and try again",
  // Email login (embedded-wallet's site errors and the wallet service's answers).
  EMAIL_LOGIN_TOO_SOON:
    '{seconds, plural, one {Please try again after # second} other {Please try again after # seconds}}',
  INVALID_EMAIL: 'Invalid email address',
  NOT_CONNECTED_TO_AUTH: 'Not connected to email or social',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  OTP_INVALID: 'Invalid code',
  OTP_EXPIRED: 'Code expired',
  DEVICE_NOT_APPROVED: 'Device not approved',
  DEVICE_APPROVAL_DENIED: 'This sign-in was refused from the approval email',
  DEVICE_APPROVAL_EXPIRED: 'The approval link expired. Send a new one.',
  EMAIL_TAKEN: 'This email belongs to another account.',
  EMAIL_UNCHANGED: 'The new email is the current one.',
  // Social login (core's flow errors, and the feature's code that did not download).
  POPUP_CLOSED: 'Popup closed',
  SOCIAL_CONNECT_FAILED: 'Failed to initiate social connection',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  SOCIAL_LOGIN_DEPENDENCY_FAILED: 'Unable to load social login dependency',
} as const
