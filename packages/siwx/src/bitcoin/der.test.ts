import { secp256k1 } from '@noble/curves/secp256k1.js'
import { expect, test } from 'vitest'
import { decodeStrictDer } from './der.js'

const der = (r: number[], s: number[]) =>
  Uint8Array.of(0x30, r.length + s.length + 4, 0x02, r.length, ...r, 0x02, s.length, ...s)

test('a strict DER signature decodes to r and s, each 32 bytes', () => {
  const signature = secp256k1.sign(new Uint8Array(32).fill(1), secp256k1.utils.randomSecretKey(), {
    prehash: false,
    format: 'der',
  })
  const compact = secp256k1.Signature.fromBytes(signature, 'der').toBytes('compact')
  expect(decodeStrictDer(signature)).toEqual(compact)
  expect(decodeStrictDer(der([1], [0x00, 0x80]))).toEqual(
    Uint8Array.of(...new Array(31).fill(0), 1, ...new Array(31).fill(0), 0x80),
  )
})

test('BIP-66 encodings that are not strict do not decode', () => {
  const r = [0x11, 0x22]
  expect(decodeStrictDer(der(r, [0x33]))).toBeDefined()
  expect(decodeStrictDer(der([0x00, 0x11], [0x33]))).toBeUndefined() // superfluous zero
  expect(decodeStrictDer(der([0x81], [0x33]))).toBeUndefined() // negative
  expect(decodeStrictDer(der([], [0x33, 0x44, 0x55]))).toBeUndefined() // empty integer
  expect(decodeStrictDer(der(new Array(33).fill(0x11), [0x33]))).toBeUndefined() // wider than 32 bytes
  expect(decodeStrictDer(Uint8Array.of(0x31, ...der(r, [0x33]).subarray(1)))).toBeUndefined() // not a sequence
  expect(decodeStrictDer(Uint8Array.of(...der(r, [0x33]), 0x00))).toBeUndefined() // trailing byte
  const wrongTag = der(r, [0x33])
  wrongTag[2] = 0x03
  expect(decodeStrictDer(wrongTag)).toBeUndefined()
})
