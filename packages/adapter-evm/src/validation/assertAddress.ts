import { InvalidAddressError } from '@latchkit/core'
import { type Address, isAddress } from 'viem'

/**
 * Returns `value` as an address, or throws when it is not one (viem's `isAddress`: 0x and 40 hex
 * digits, with a valid checksum when mixed-case).
 *
 * @throws {InvalidAddressError} naming `field`.
 */
export function assertAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value))
    throw new InvalidAddressError({ address: value, field, expected: 'a 0x-prefixed, 20-byte address' })
  return value
}
