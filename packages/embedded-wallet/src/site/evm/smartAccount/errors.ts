import { BaseError } from '@latchkit/core'

export type SmartAccountMessageSigningErrorType = SmartAccountMessageSigningError & {
  name: 'SmartAccountMessageSigningError'
}

/**
 * A message or typed data to sign as the smart account: its contract (SimpleAccount v0.7) has no
 * ERC-1271 `isValidSignature`, so no signature could ever be verified for it. The site can ask
 * the visitor's standard account (EOA) instead.
 */
export class SmartAccountMessageSigningError extends BaseError {
  override name = 'SmartAccountMessageSigningError' as const
  readonly code = 4200
  constructor() {
    super('This smart account cannot sign messages: switch to the standard account (EOA) to sign.')
  }
}

export type SmartAccountNotEnabledErrorType = SmartAccountNotEnabledError & {
  name: 'SmartAccountNotEnabledError'
}

/** A smart-account request on a chain the wallet service offers no smart accounts on. */
export class SmartAccountNotEnabledError extends BaseError {
  override name = 'SmartAccountNotEnabledError' as const
  constructor(parameters: { chainId: number }) {
    super(`Smart accounts are not enabled on chain ${parameters.chainId}`)
  }
}

export type BundlerRpcErrorType = BundlerRpcError & { name: 'BundlerRpcError' }

/**
 * The bundler refused a call (ERC-4337's JSON-RPC codes: -32500 a rejected operation, -32602
 * invalid fields, ...), as the service passed it through: viem's bundler client reads `code`,
 * `message` and `data` from it as from its own transport.
 */
export class BundlerRpcError extends BaseError {
  override name = 'BundlerRpcError' as const
  readonly code: number
  readonly data: unknown
  constructor(parameters: { code: number; message: string; data?: unknown }) {
    super(parameters.message)
    this.code = parameters.code
    this.data = parameters.data
  }
}

export type SmartAccountOperationRevertedErrorType = SmartAccountOperationRevertedError & {
  name: 'SmartAccountOperationRevertedError'
}

/**
 * The smart account's operation was included but its call reverted: nothing it did took effect
 * (the bundle's transaction itself succeeded, so its hash alone would look like a success).
 */
export class SmartAccountOperationRevertedError extends BaseError {
  override name = 'SmartAccountOperationRevertedError' as const
  readonly userOperationHash: string
  constructor(parameters: { userOperationHash: string }) {
    super('The smart account’s transaction reverted', {
      details: `user operation ${parameters.userOperationHash}`,
    })
    this.userOperationHash = parameters.userOperationHash
  }
}

export type PaymasterServiceErrorType = PaymasterServiceError & { name: 'PaymasterServiceError' }

/**
 * The dapp's paymaster would not sponsor the operation (it answered an ERC-7677 call with an
 * error) or could not be reached: nothing was signed or sent. `code` and `data` are the
 * paymaster's own when it answered one, else JSON-RPC's internal error (-32603).
 */
export class PaymasterServiceError extends BaseError {
  override name = 'PaymasterServiceError' as const
  readonly code: number
  readonly data: unknown
  constructor(parameters: { url: string; cause: unknown }) {
    const { url, cause } = parameters
    const answered = paymasterAnswer(cause)
    super(
      answered
        ? `The paymaster refused to sponsor this transaction: ${answered.message}`
        : 'The paymaster could not be reached to sponsor this transaction',
      { details: `paymaster service ${url}`, cause },
    )
    this.code = answered ? answered.code : -32603
    this.data = answered?.data
  }
}

/**
 * The JSON-RPC error the paymaster itself answered, found in viem's chain of causes (viem wraps
 * it in a typed RPC error), or undefined when it answered nothing (down, blocked, not JSON).
 */
function paymasterAnswer(error: unknown): { code: number; message: string; data: unknown } | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name !== 'RpcRequestError') continue
    const { code, data, details } = cause as Error & { code?: unknown; data?: unknown; details?: unknown }
    if (typeof code === 'number') return { code, message: String(details), data }
  }
  return undefined
}
