import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js'
import { formatCaipAddress, formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from './caip.js'

const namespace = fc.stringMatching(/^[-a-z0-9]{3,8}$/)
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const address = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

describe('parseCaipNetworkId', () => {
  test('splits an EVM and a Solana network id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  test('a network id needs two colon-separated parts', () => {
    for (const value of ['eip155', 'eip155:1:0xabc', ':1', 'eip155:', '', 'EIP155:1']) {
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
    }
    expect(() => parseCaipNetworkId(1)).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipNetworkIdError: Invalid CAIP network id

      Received: number
      Expected: namespace:reference, two colon-separated parts (e.g. eip155:1)]
    `)
  })

  test('round-trips with formatCaipNetworkId (property)', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, ref) => {
        const id = formatCaipNetworkId({ namespace: ns, reference: ref })
        expect(parseCaipNetworkId(id)).toEqual({ namespace: ns, reference: ref })
      }),
    )
  })

  test('never throws anything but the typed error (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        try {
          parseCaipNetworkId(value)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
        }
      }),
    )
  })
})

describe('parseCaipAddress', () => {
  test('splits an account id', () => {
    expect(parseCaipAddress('eip155:1:0xab5801a7d398351b8be11c439e05c5b3259aec9b')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xab5801a7d398351b8be11c439e05c5b3259aec9b',
    })
  })

  test('an account id needs three colon-separated parts', () => {
    for (const value of ['eip155:1', 'eip155:1:0xab:extra', 'eip155::0xab', '::', 'eip155:1:']) {
      expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    }
    expect(() => parseCaipAddress('eip155:1')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipAddressError: Invalid CAIP address

      Received: "eip155:1"
      Expected: namespace:reference:address, three colon-separated parts (e.g. eip155:1:0xab…)]
    `)
  })

  test('round-trips with formatCaipAddress (property)', () => {
    fc.assert(
      fc.property(namespace, reference, address, (ns, ref, addr) => {
        const caipNetworkId = formatCaipNetworkId({ namespace: ns, reference: ref })
        const id = formatCaipAddress({ caipNetworkId, address: addr })
        expect(parseCaipAddress(id)).toEqual({ namespace: ns, reference: ref, address: addr })
      }),
    )
  })

  test('never throws anything but the typed error (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        try {
          parseCaipAddress(value)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipAddressError)
        }
      }),
    )
  })

  test('formatting rejects parts that would not parse back', () => {
    expect(() => formatCaipAddress({ caipNetworkId: 'eip155:1', address: 'a:b' })).toThrow(
      InvalidCaipAddressError,
    )
    expect(() => formatCaipNetworkId({ namespace: 'eip155', reference: '' })).toThrow(
      InvalidCaipNetworkIdError,
    )
  })
})
