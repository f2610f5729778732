import type { CaipNetworkId, SiwxMessage } from '@latchkit/core'
import fc from 'fast-check'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from 'vitest'
import { SiwxMessageError } from '../errors.js'
import { formatSiwxMessage } from './formatMessage.js'
import { parseSiwxMessage } from './parseMessage.js'

const alphanumeric = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''),
)
const word = fc.string({ unit: alphanumeric, minLength: 1, maxLength: 12 })
const isoDate = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) })
  .map((time) => new Date(time).toISOString())
const evmAddress = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((bytes) => bytes.some((byte) => byte !== 0))
  .map((bytes) => privateKeyToAddress(`0x${Buffer.from(bytes).toString('hex')}`))

const messageData: fc.Arbitrary<SiwxMessage> = fc
  .record(
    {
      namespace: fc.constantFrom('eip155', 'solana'),
      evm: evmAddress,
      other: word,
      chain: fc.integer({ min: 1, max: 2 ** 40 }),
      domain: fc.tuple(word, fc.constantFrom('com', 'org', 'test')).map(([name, tld]) => `${name}.${tld}`),
      path: word,
      nonce: fc.string({ unit: alphanumeric, minLength: 8, maxLength: 32 }),
      statement: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !/[\r\n]/.test(text)),
      resources: fc.array(
        word.map((name) => `https://${name}.test/${name}`),
        { maxLength: 3 },
      ),
      requestId: word,
      issuedAt: isoDate,
      expirationTime: isoDate,
      notBefore: isoDate,
    },
    { requiredKeys: ['namespace', 'evm', 'other', 'chain', 'domain', 'path', 'nonce', 'issuedAt'] },
  )
  .map(({ namespace, evm, other, chain, path, ...rest }) => {
    const data: SiwxMessage = {
      ...rest,
      accountAddress: namespace === 'eip155' ? evm : other,
      chainId: `${namespace}:${chain}` as CaipNetworkId,
      uri: `https://${rest.domain}/${path}`,
      version: '1',
    }
    return data
  })

test('every valid message survives format then parse unchanged (property)', () => {
  fc.assert(
    fc.property(messageData, (data) => {
      expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data)
    }),
  )
})

/** A valid message with a piece of text spliced in, or cut out, somewhere. */
const damagedMessage = fc
  .tuple(messageData, fc.nat(), fc.nat(), fc.string({ maxLength: 8 }))
  .map(([data, start, length, insert]) => {
    const text = formatSiwxMessage(data)
    const at = start % (text.length + 1)
    return text.slice(0, at) + insert + text.slice(at + (length % 6))
  })

test('the parser throws only SiwxMessageError, whatever the input (property)', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), damagedMessage, fc.anything()),
      (input) => {
        try {
          parseSiwxMessage(input as string)
        } catch (error) {
          expect(error).toBeInstanceOf(SiwxMessageError)
        }
      },
    ),
  )
})
