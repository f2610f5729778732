import { Keyring } from '@polkadot/keyring'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSs58, encodeSs58 } from './ss58.js'

// @polkadot/util-crypto's encoder is the reference: every address the adapter writes must be the
// one polkadot-js apps, Subscan and the extensions write for the same key and network.
const keyring = new Keyring({ type: 'sr25519' })
const alice = keyring.addFromUri('//Alice')

describe('SS58 addresses', () => {
  it("re-encodes an extension's generic address (prefix 42) as each network writes it", () => {
    const decoded = decodeSs58(alice.address)
    expect(decoded?.prefix).toBe(42)
    expect(decoded && encodeSs58(decoded.accountId, 0)).toBe(
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    )
    expect(decoded && encodeSs58(decoded.accountId, 2)).toBe(
      'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
    )
    expect(decoded && encodeSs58(decoded.accountId, 42)).toBe(alice.address)
  })

  it('writes the same address as @polkadot/util-crypto for any key and prefix, one byte or two (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 0, max: 16383 }).filter((prefix) => prefix !== 46 && prefix !== 47),
        (accountId, prefix) => {
          const address = encodeSs58(accountId, prefix)
          expect(address).toBe(encodeAddress(accountId, prefix))
          expect(decodeSs58(address)).toEqual({ accountId, prefix })
        },
      ),
    )
  })

  it('refuses what is not an SS58 account address', () => {
    const valid = encodeSs58(decodeAddress(alice.address), 0)
    const broken = `${valid.slice(0, -1)}${valid.endsWith('1') ? '2' : '1'}`
    for (const input of [
      broken, // checksum
      '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', // hex, not SS58
      'F7NZ', // an account index, not an account id
      '',
      'not base58 0OIl',
      42,
      undefined,
      'x'.repeat(80),
    ])
      expect(decodeSs58(input), String(input)).toBeUndefined()
  })
})
