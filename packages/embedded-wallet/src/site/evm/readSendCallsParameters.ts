import { isRecord } from '../../protocol/isRecord.js'
import { maxCallsPerBatch, walletCallErrors } from './walletCallErrors.js'

/** One call of a batch once checked: hex as the dapp gave it. */
export type BatchCall = { to: string; data?: string | undefined; value?: string | undefined }

/** ERC-7677's `paymasterService` capability: the dapp's paymaster, asked to sponsor the batch. */
export type PaymasterServiceRequest = {
  /** The paymaster's ERC-7677 JSON-RPC endpoint (http or https). */
  url: string
  /** Passed to the paymaster as is (ERC-7677's `context`: a policy id, a sponsor's reference). */
  context?: Record<string, unknown> | undefined
}

/** A `wallet_sendCalls` request the embedded wallet can carry out. */
export type SendCallsRequest = {
  id?: string | undefined
  chainId: number
  from?: string | undefined
  /** Whether the dapp needs every call to apply or none (only a smart account can). */
  atomicRequired: boolean
  calls: BatchCall[]
  /** Present when the dapp asked a paymaster to pay the gas (smart account only). */
  paymaster?: PaymasterServiceRequest | undefined
  /**
   * The smart session the batch is sent under (ERC-7715's `permissions` capability: its
   * `context`, the id the grant answered): the frame signs it without asking when it fits.
   */
  session?: string | undefined
}

/** The EIP-5792 version this wallet speaks. */
export const walletCallsVersion = '2.0.0'

const isAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value)
const isHexData = (value: string) => /^0x([0-9a-fA-F]{2})*$/.test(value)
const isHexQuantity = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)

/**
 * Refuses a capability the wallet does not have unless the dapp marked it `optional: true`
 * (EIP-5792: the wallet MUST reject a non-optional capability it does not support). `supported`
 * names those the wallet honours here (the smart account's `paymasterService`); the embedded EOA
 * supports none.
 */
function requireOptionalCapabilities(capabilities: unknown, supported: readonly string[] = []): void {
  if (capabilities === undefined || capabilities === null) return
  if (!isRecord(capabilities)) throw walletCallErrors.invalidParams("'capabilities' must be an object")
  for (const [name, capability] of Object.entries(capabilities))
    if (!supported.includes(name) && !(isRecord(capability) && capability.optional === true))
      throw walletCallErrors.unsupportedCapability(name)
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * Reads ERC-7677's `paymasterService` (`{ url, context? }`) where the smart account can use it.
 * A malformed one is refused even when optional: the dapp meant a paymaster and named it wrong,
 * and quietly making the visitor pay instead would be a surprise.
 */
function readPaymasterService(capability: unknown): PaymasterServiceRequest | undefined {
  if (capability === undefined) return undefined
  if (!isRecord(capability)) throw walletCallErrors.invalidParams("'paymasterService' must be an object")
  const { url, context } = capability
  if (!isHttpUrl(url))
    throw walletCallErrors.invalidParams("'paymasterService.url' must be an http or https URL")
  if (context !== undefined && !isRecord(context))
    throw walletCallErrors.invalidParams("'paymasterService.context' must be an object")
  return { url, ...(context === undefined ? {} : { context }) }
}

/** Reads ERC-7715's `permissions` capability (`{ context }`): the session's id, as hex. */
function readPermissionsCapability(capability: unknown): string | undefined {
  if (capability === undefined) return undefined
  const context = isRecord(capability) ? capability.context : undefined
  if (typeof context !== 'string' || !/^0x[0-9a-fA-F]{2,64}$/.test(context))
    throw walletCallErrors.invalidParams("'permissions.context' must be the permission's context (hex)")
  return context
}

function readCall(call: unknown, index: number): BatchCall {
  if (!isRecord(call)) throw walletCallErrors.invalidParams(`Call ${index} must be an object`)
  const { to, data, value, capabilities } = call
  // The same wording as the EVM adapter's validation (spec section 5), so a dapp reads one text.
  if (typeof to !== 'string' || !to.startsWith('0x') || !isAddress(to))
    throw walletCallErrors.invalidParams(`Call ${index}: 'to' must be an address starting with 0x`)
  if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x') || !isHexData(data)))
    throw walletCallErrors.invalidParams(`Call ${index}: 'data' must start with 0x`)
  if (value !== undefined && !isHexQuantity(value))
    throw walletCallErrors.invalidParams(`Call ${index}: 'value' must be a hex quantity starting with 0x`)
  requireOptionalCapabilities(capabilities)
  return { to, ...(data === undefined ? {} : { data }), ...(value === undefined ? {} : { value }) }
}

/**
 * Reads `wallet_sendCalls`'s first parameter (EIP-5792 2.0.0) without trusting its shape, and
 * refuses what the wallet cannot do: `atomicRequired: true` on a chain where the visitor's account
 * is not a smart account (5760: an EOA cannot batch atomically), a non-optional capability (5700;
 * `paymasterService` and ERC-7715's `permissions` are honoured where the smart account is active,
 * per-call capabilities never),
 * a chain the site does not serve (5710), more than {@link maxCallsPerBatch} calls (5740).
 * Malformed requests are refused with -32602 and the rule they broke.
 *
 * @param smartAccountOn whether the visitor's active account on a chain is the smart account:
 *   its batches are atomic and may be sponsored by a paymaster.
 */
export function readSendCallsParameters(
  parameter: unknown,
  chainIds: readonly number[],
  smartAccountOn: (chainId: number) => boolean = () => false,
): SendCallsRequest {
  if (!isRecord(parameter)) throw walletCallErrors.invalidParams('wallet_sendCalls expects one object')
  const { version, id, chainId, from, atomicRequired, calls, capabilities } = parameter
  if (version !== walletCallsVersion)
    throw walletCallErrors.invalidParams(`Unsupported version: this wallet speaks ${walletCallsVersion}`)
  if (typeof atomicRequired !== 'boolean')
    throw walletCallErrors.invalidParams("'atomicRequired' must be true or false")
  if (id !== undefined && (typeof id !== 'string' || id.length === 0 || id.length > 4096))
    throw walletCallErrors.invalidParams("'id' must be a string of at most 4096 characters")
  if (from !== undefined && (typeof from !== 'string' || !isAddress(from)))
    throw walletCallErrors.invalidParams("'from' must be an address starting with 0x")
  if (!isHexQuantity(chainId)) throw walletCallErrors.invalidParams("'chainId' must be hex starting with 0x")
  if (!Array.isArray(calls) || calls.length === 0)
    throw walletCallErrors.invalidParams("'calls' must hold at least one call")
  const checked = calls.map(readCall)
  const chain = Number(BigInt(chainId))
  const smart = smartAccountOn(chain)
  requireOptionalCapabilities(capabilities, smart ? ['paymasterService', 'permissions'] : [])
  const paymaster =
    smart && isRecord(capabilities) ? readPaymasterService(capabilities.paymasterService) : undefined
  const session =
    smart && isRecord(capabilities) ? readPermissionsCapability(capabilities.permissions) : undefined
  if (atomicRequired && !smart) throw walletCallErrors.atomicityNotSupported()
  if (!chainIds.includes(chain)) throw walletCallErrors.unsupportedChainId()
  if (checked.length > maxCallsPerBatch) throw walletCallErrors.bundleTooLarge()
  return {
    ...(id === undefined ? {} : { id }),
    chainId: chain,
    ...(from === undefined ? {} : { from }),
    atomicRequired,
    calls: checked,
    ...(paymaster === undefined ? {} : { paymaster }),
    ...(session === undefined ? {} : { session }),
  }
}
