import { BaseError } from 'viem'
import { ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'

/**
 * Turns whatever a handler threw into an EIP-1193 error: wallet errors pass through, viem errors
 * keep the node's code (an underfunded send stays -32003 or -32000, as the node said), anything
 * else is an internal error with its message.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const coded = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as
      | (Error & { code: number; details?: string })
      | null
    return new ProviderRpcError({
      code: coded?.code ?? providerErrorCodes.internalError,
      message: coded?.details || error.shortMessage,
    })
  }
  return new ProviderRpcError({
    code: providerErrorCodes.internalError,
    message: error instanceof Error ? error.message : String(error),
  })
}
