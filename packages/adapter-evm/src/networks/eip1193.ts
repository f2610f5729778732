/** The one method of an EIP-1193 provider the adapter calls directly. */
export type RequestProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** Whether `value` can take EIP-1193 requests. */
export function isRequestProvider(value: unknown): value is RequestProvider {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'request') === 'function'
}

/**
 * The error code a wallet answered with; MetaMask Mobile wraps it in `data.originalError`.
 * `undefined` when the error carries none.
 */
export function providerErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  const wrapped = data?.originalError?.code
  if (typeof wrapped === 'number') return wrapped
  return typeof code === 'number' ? code : undefined
}
