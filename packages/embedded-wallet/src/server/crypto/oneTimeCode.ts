import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { EmailCodePurpose } from '../api.js'

/** Six crypto-random digits, leading zeros kept ('004217'). */
export function createOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/**
 * What the database keeps of a code: HMAC-SHA256 under the service's code secret, bound to the
 * purpose and the recipient, so a copy of the database cannot test the million codes offline.
 */
export function oneTimeCodeHmac(
  secret: Uint8Array,
  parameters: { purpose: EmailCodePurpose; recipient: string; code: string },
): Buffer {
  return createHmac('sha256', secret)
    .update(`${parameters.purpose}\n${parameters.recipient}\n${parameters.code}`, 'utf8')
    .digest()
}

/** Compares two HMACs in constant time. */
export function hmacsMatch(expected: Uint8Array, actual: Uint8Array): boolean {
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
