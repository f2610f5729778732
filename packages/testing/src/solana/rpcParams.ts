import bs58 from 'bs58'
import { solanaCoreVersion } from './cluster.js'
import { invalidParams, RpcError } from './jsonRpc.js'
import type { Ledger } from './ledger.js'

const commitments = new Set([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

/** Base58 of `length` bytes, else -32602 as a validator words it ("Invalid param: WrongSize"). */
function readBase58(value: unknown, length: number, what: string): string {
  if (typeof value !== 'string') throw invalidParams(`expected a base58 ${what}, got ${typeof value}`)
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(value)
  } catch {
    throw new RpcError(-32602, 'Invalid param: Invalid')
  }
  if (bytes.length !== length) throw new RpcError(-32602, 'Invalid param: WrongSize')
  return value
}

/** A base58 32-byte public key, else -32602 as a validator answers. */
export const readPubkey = (value: unknown): string => readBase58(value, 32, 'public key')

/** A base58 64-byte transaction signature, else -32602 as a validator answers. */
export const readSignature = (value: unknown): string => readBase58(value, 64, 'signature')

/** A non-negative integer that fits a u64 and is safe as a JavaScript number. */
export function readUnsigned(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`${name} must be a non-negative integer`)
  }
  return value
}

/** A string param (a signature, an encoded transaction...). */
export function readString(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

/**
 * The optional config object most methods take last. Checks the keys every method shares
 * (commitment, minContextSlot) and returns the object for the method's own keys.
 */
export function readConfig(value: unknown, ledger: Ledger): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('the config must be an object')
  const config = value as Record<string, unknown>
  if (config.commitment !== undefined && !commitments.has(config.commitment as string)) {
    throw invalidParams(`unknown commitment ${JSON.stringify(config.commitment)}`)
  }
  if (config.minContextSlot !== undefined) {
    const slot = ledger.clock.slot()
    if (readUnsigned(config.minContextSlot, 'minContextSlot') > slot) {
      throw new RpcError(-32016, 'Minimum context slot has not been reached', { contextSlot: slot })
    }
  }
  return config
}

/** Wraps a value in the `{ context: { slot }, value }` envelope of the RPC's context methods. */
export const withContext = (ledger: Ledger, value: unknown) => ({
  context: { apiVersion: solanaCoreVersion, slot: ledger.clock.slot() },
  value,
})
