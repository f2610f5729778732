import { ProviderRpcError } from '../errors.js'

/**
 * The errors of EIP-5792's methods, with the EIP's codes and wording, plus JSON-RPC's invalid
 * params (-32602) for a malformed request.
 */
export const walletCallErrors = {
  invalidParams: (message: string) => new ProviderRpcError(-32602, message),
  unsupportedCapability: (name: string) =>
    new ProviderRpcError(5700, `Unsupported non-optional capability: ${name}`),
  unsupportedChainId: () => new ProviderRpcError(5710, 'Unsupported chain id'),
  duplicateId: () => new ProviderRpcError(5720, 'Duplicate ID'),
  unknownBundleId: () => new ProviderRpcError(5730, 'Unknown bundle id'),
  bundleTooLarge: () => new ProviderRpcError(5740, 'Bundle too large'),
  atomicityNotSupported: () => new ProviderRpcError(5760, 'Atomicity not supported'),
  /** JSON-RPC's internal error: the frame's answer to a batch does not match it. */
  batchAnswerMismatch: () =>
    new ProviderRpcError(-32603, 'The wallet frame answered a batch with the wrong number of transactions'),
  /** EIP-1193's 4100: an address other than the visitor's embedded account. */
  unauthorizedAccount: () =>
    new ProviderRpcError(4100, 'The requested account has not been authorized by the user'),
} as const

/** The most calls one batch may hold: each is a transaction the visitor reads and approves. */
export const maxCallsPerBatch = 20
