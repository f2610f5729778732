/** The `{ code, message, data? }` shape of EIP-1193 and JSON-RPC errors (Solana wallets use the same codes), as it crosses into the page. */
export type ProviderRpcErrorShape = { code: number; message: string; data?: unknown }

/** The error codes the test wallets answer with (EIP-1193, EIP-1474, EIP-5792). */
export const providerErrorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internalError: -32603,
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  atomicityNotSupported: 5760,
} as const

/** An EIP-1193 provider error: a `code` a site can branch on and a readable `message`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError' as const
  readonly code: number
  readonly data: unknown

  constructor({ code, message, data }: ProviderRpcErrorShape) {
    super(message)
    this.code = code
    this.data = data
  }

  /** The plain shape, for sending across a binding or a message port. */
  toShape(): ProviderRpcErrorShape {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/** EIP-1193 4001: the user refused in the wallet. */
export const userRejectedRequest = () =>
  new ProviderRpcError({
    code: providerErrorCodes.userRejectedRequest,
    message: 'User rejected the request.',
  })

/** EIP-1193 4100: the site (or the account it named) is not authorized, or the wallet is locked. */
export const unauthorized = (reason: string) =>
  new ProviderRpcError({
    code: providerErrorCodes.unauthorized,
    message: `The requested account and/or method has not been authorized by the user. ${reason}`,
  })

/** JSON-RPC -32602 for parameters the wallet cannot read. */
export const invalidParams = (message: string) =>
  new ProviderRpcError({ code: providerErrorCodes.invalidParams, message })
