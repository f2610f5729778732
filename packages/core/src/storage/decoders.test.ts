import { expect, test } from 'vitest'
import { invalid } from '../decode/decode.js'
import { decodeStoredValue, encodeStoredValue } from './codec.js'
import { storedValueDecoders } from './decoders.js'

const payment = { address: 'bc1qpayment', type: 'payment' }
const ordinal = { address: 'bc1pordinal', type: 'ordinal' }

test('saved connections stored before activeAddress existed still read, with no active choice', () => {
  const older = { bip122: [{ connectorId: 'com.xverse', accounts: [payment, ordinal] }] }
  // Strictly equal: no activeAddress appears, so the wallet's first account is the active one.
  expect(storedValueDecoders.connections(older)).toStrictEqual(older)
})

test('a saved connection keeps the account the visitor made active', () => {
  const saved = {
    bip122: [{ connectorId: 'com.xverse', accounts: [payment, ordinal], activeAddress: ordinal.address }],
  }
  expect(storedValueDecoders.connections(saved)).toEqual(saved)
  const text = encodeStoredValue('connections', saved)
  expect(decodeStoredValue('connections', text)).toEqual({ value: saved })
})

test('an active address that is not a string makes the value unreadable, like any other wrong field', () => {
  const wrong = { bip122: [{ connectorId: 'com.xverse', accounts: [payment], activeAddress: 7 }] }
  expect(storedValueDecoders.connections(wrong)).toBe(invalid)
})
