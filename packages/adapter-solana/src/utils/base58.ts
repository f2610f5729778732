import { InvalidBase58Error } from '../errors/encodingErrors.js'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet), as Solana writes signatures and addresses. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let encoded = ''
  while (value > 0n) {
    encoded = alphabet.charAt(Number(value % 58n)) + encoded
    value /= 58n
  }
  return '1'.repeat(zeros) + encoded
}

/**
 * Reads base58 (Bitcoin alphabet).
 * @throws {InvalidBase58Error} for a character outside the alphabet.
 */
export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit === -1) throw new InvalidBase58Error(char)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes])
}
