/** An EIP-1193 error, as wallets throw them (`code`, `message`, optional `data`). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorized = () => new ProviderRpcError(4100, 'The site is not authorized.')
