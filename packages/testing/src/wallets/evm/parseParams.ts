import { type Address, getAddress, type Hex, hexToNumber, isAddress, isHex } from 'viem'
import { invalidParams } from '../providerRpcError.js'

/** The positional params of a request: a missing `params` is an empty list, anything else is refused. */
export function paramsList(params: unknown): readonly unknown[] {
  if (params === undefined || params === null) return []
  if (Array.isArray(params)) return params
  throw invalidParams('Expected params to be an array.')
}

/** A `0x`-prefixed hex string, or an invalid-params error naming `field`. */
export function hexParam(value: unknown, field: string): Hex {
  if (typeof value === 'string' && isHex(value, { strict: true })) return value
  throw invalidParams(`Expected ${field} to be a 0x-prefixed hex string; got ${JSON.stringify(value)}.`)
}

/** A chain id given as hex (`0x7a69`), as EIP-3085 and EIP-3326 send it. */
export function chainIdParam(value: unknown, field = 'chainId'): number {
  const hex = hexParam(value, field)
  const chainId = hexToNumber(hex)
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw invalidParams(`Expected ${field} to be a positive chain id; got ${hex}.`)
  return chainId
}

/** A checksummed address, or an invalid-params error naming `field`. */
export function addressParam(value: unknown, field: string): Address {
  if (typeof value === 'string' && isAddress(value, { strict: false })) return getAddress(value)
  throw invalidParams(`Expected ${field} to be an address; got ${JSON.stringify(value)}.`)
}

/** A plain object (not an array, not null), or an invalid-params error naming `field`. */
export function objectParam(value: unknown, field: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return value as Record<string, unknown>
  throw invalidParams(`Expected ${field} to be an object.`)
}
