import { expect, test } from 'vitest'
import { decodeWitnessStack } from './witness.js'

test('a witness stack decodes to its items, exactly', () => {
  expect(decodeWitnessStack(Uint8Array.of(0))).toEqual([])
  expect(decodeWitnessStack(Uint8Array.of(2, 1, 0xaa, 0))).toEqual([Uint8Array.of(0xaa), new Uint8Array()])
  const long = new Uint8Array(300).fill(7)
  expect(decodeWitnessStack(Uint8Array.of(1, 0xfd, 300 & 0xff, 300 >> 8, ...long))).toEqual([long])
})

test('truncated, trailing or non-minimal encodings do not decode', () => {
  expect(decodeWitnessStack(new Uint8Array())).toBeUndefined()
  expect(decodeWitnessStack(Uint8Array.of(1, 2, 0xaa))).toBeUndefined()
  expect(decodeWitnessStack(Uint8Array.of(1, 1, 0xaa, 0))).toBeUndefined()
  expect(decodeWitnessStack(Uint8Array.of(1, 0xfd, 1, 0, 0xaa))).toBeUndefined()
  expect(decodeWitnessStack(Uint8Array.of(0xff, 1, 0, 0, 0, 0, 0, 0, 0))).toBeUndefined()
})
