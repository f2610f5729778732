/** A request the rig wallet refuses; its code and message go back to the dapp as the JSON-RPC error. */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/**
 * The error a user's "Reject" produces. EIP-1193 wallets answer 4001, which viem and wagmi map to
 * `UserRejectedRequestError`, and Bitcoin wallets the same code; other namespaces use the
 * WalletConnect Sign error 5000.
 */
export function userRejectedError(namespace: string): { code: number; message: string } {
  return namespace === 'eip155' || namespace === 'bip122'
    ? { code: 4001, message: 'User rejected the request.' }
    : { code: 5000, message: 'User rejected.' }
}

// EIP-1193 codes the handlers answer with.
export const unauthorizedAccount = (account: string) =>
  new WalletRequestError(4100, `The requested account ${account} has not been authorized by the user.`)
export const unsupportedMethod = (method: string) =>
  new WalletRequestError(4200, `The rig wallet does not support the method "${method}".`)
export const invalidParams = (message: string) => new WalletRequestError(-32602, `Invalid params: ${message}`)
