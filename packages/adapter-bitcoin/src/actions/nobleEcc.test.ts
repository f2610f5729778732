import { initEccLib, payments } from 'bitcoinjs-lib'
import { expect, test } from 'vitest'
import { hexToBytes } from '../utils/encoding.js'
import { nobleEcc } from './nobleEcc.js'

const bytes = (hex: string) => hexToBytes(hex) ?? Uint8Array.of()

test("bitcoinjs-lib takes the @noble/curves functions (its own check of them passes) and derives BIP86's first taproot address", () => {
  initEccLib(nobleEcc)
  // BIP86's test vector for m/86'/0'/0'/0/0.
  const internalPubkey = bytes('cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115')
  const { address, pubkey } = payments.p2tr({ internalPubkey })
  expect(address).toBe('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')
  expect(pubkey).toEqual(bytes('a60869f0dbcf1dc659c9cecbaf8050135ea9e8cdc487053f1dc6880949dc684c'))
})

test('x-only points and tweaks outside the curve or the group order are refused', () => {
  const generatorX = bytes('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
  expect(nobleEcc.isXOnlyPoint(generatorX)).toBe(true)
  expect(nobleEcc.isXOnlyPoint(new Uint8Array(32))).toBe(false)
  expect(nobleEcc.isXOnlyPoint(generatorX.subarray(1))).toBe(false)
  // The field prime: no coordinate.
  expect(
    nobleEcc.isXOnlyPoint(bytes('fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f')),
  ).toBe(false)
  const order = bytes('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141')
  expect(nobleEcc.xOnlyPointAddTweak(generatorX, order)).toBeNull()
  expect(nobleEcc.xOnlyPointAddTweak(generatorX, new Uint8Array(32))).toEqual({
    parity: 0,
    xOnlyPubkey: generatorX,
  })
  // G + (n - 1)·G is the point at infinity.
  const orderLessOne = bytes('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140')
  expect(nobleEcc.xOnlyPointAddTweak(generatorX, orderLessOne)).toBeNull()
})
