import { ProviderRpcError, type ProviderRpcErrorShape, providerErrorCodes } from './providerRpcError.js'

/** One request a page made of a test wallet, kept so a test can assert what the site asked for. */
export type WalletRequestRecord = {
  origin: string
  method: string
  params: Record<string, unknown>
  error?: ProviderRpcErrorShape | undefined
}

/** A test wallet's method: its state, the request's params, the asking page's origin. */
export type WalletMethod<context> = (
  context: context,
  params: Record<string, unknown>,
  origin: string,
) => Promise<unknown>

/**
 * Answers the page side's requests with `methods` over `context`, recording each (and its error)
 * in `requests`. An unknown method is EIP-1193's unsupported-method error; any other failure that
 * is not a {@link ProviderRpcError} becomes an internal error, as a wallet would answer.
 */
export function createWalletRequests<context>(
  methods: Readonly<Record<string, WalletMethod<context>>>,
  context: context,
) {
  const requests: WalletRequestRecord[] = []
  return {
    requests,
    async request(
      { method, params }: { method: string; params?: unknown },
      origin: string,
    ): Promise<unknown> {
      const record: WalletRequestRecord = {
        origin,
        method,
        params: typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {},
      }
      requests.push(record)
      try {
        const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
        if (!handler)
          throw new ProviderRpcError({
            code: providerErrorCodes.unsupportedMethod,
            message: `The test wallet does not support ${method}.`,
          })
        return await handler(context, record.params, origin)
      } catch (error) {
        const walletError =
          error instanceof ProviderRpcError
            ? error
            : new ProviderRpcError({
                code: providerErrorCodes.internalError,
                message: error instanceof Error ? error.message : String(error),
              })
        record.error = walletError.toShape()
        throw walletError
      }
    },
  }
}
