import { PublicKey } from '@solana/web3.js'
import { expect, it } from 'vitest'
import { InvalidBase58Error } from '../errors/encodingErrors.js'
import { decodeBase58, encodeBase58 } from './base58.js'

it('reads and writes base58 as Solana does, leading zero bytes included', () => {
  const key = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
  expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
  expect(decodeBase58(key.toBase58())).toEqual(key.toBytes())
  const withZeros = new Uint8Array([0, 0, 1, 2, 255])
  expect(decodeBase58(encodeBase58(withZeros))).toEqual(withZeros)
  expect(encodeBase58(new Uint8Array(32))).toBe(PublicKey.default.toBase58())
  expect(() => decodeBase58('0OIl')).toThrow(InvalidBase58Error)
})
