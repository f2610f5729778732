import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type Decoder, invalid } from '../decode/decode.js'
import { decodeRemoteFeatures } from '../registry/remoteFeatures.js'
import { walletDecoder } from '../registry/walletDecoder.js'
import * as decoders from './decoders.js'

// Every answer of the registry and the provider API is untrusted input: whatever JSON arrives,
// a decoder returns a value or `invalid` and never throws, and what it returns reads back the same
// (but for decodeRemoteFeatures, which turns the registry's list into the kit's settings).
const named: [string, Decoder<unknown>][] = [
  // Every export of decoders.ts is a decoder.
  ...Object.entries(decoders as Record<string, Decoder<unknown>>),
  ['walletDecoder', walletDecoder],
  ['decodeRemoteFeatures', decodeRemoteFeatures],
]

/** JSON, and JSON objects shaped like the answers: the keys the decoders read, with any values. */
const keys = [
  'id',
  'name',
  'symbol',
  'balances',
  'quantity',
  'decimals',
  'numeric',
  'chainId',
  'features',
  'isEnabled',
  'config',
  'avatar',
  'tokens',
  'quotes',
  'url',
  'rdns',
  'chains',
  'addresses',
  'data',
  'next',
]
const value = fc.jsonValue({ maxDepth: 2, depthSize: 'small' })
const shaped = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 })
const answer = fc.oneof(
  value,
  shaped,
  fc.record({ balances: fc.array(shaped, { maxLength: 4 }) }),
  fc.record({ data: fc.array(shaped, { maxLength: 4 }) }),
)

describe.each(named)('%s', (_, decode) => {
  test('never throws on any answer, and what it returns decodes to itself (property)', () => {
    fc.assert(
      fc.property(answer, (input) => {
        const value = decode(input)
        if (value === invalid || decode === decodeRemoteFeatures) return
        expect(decode(JSON.parse(JSON.stringify(value)))).toEqual(value)
      }),
    )
  })
})

test('names shown to visitors arrive without hidden characters; an ENS name with them is no name', () => {
  expect(walletDecoder({ id: 'x', name: '\u202Eevil RTL override' })).toMatchObject({
    name: 'evil RTL override',
  })
  expect(walletDecoder({ id: 'x', name: '\u200B' })).toBe(invalid)
  expect(decoders.identity({ name: 'vitalik\u200B.eth', avatar: null })).toEqual({ name: null, avatar: null })
  expect(decoders.identity({ name: 'vitalik.eth', avatar: null })).toEqual({
    name: 'vitalik.eth',
    avatar: null,
  })
  expect(decoders.nameProfiles([{ name: 'a\u202E.eth' }, { name: 'b.eth' }])).toEqual([
    { name: 'b.eth', addresses: {}, attributes: {} },
  ])
})
