import { describe, expect, it } from 'vitest'
import { BitcoinWalletResponseError } from '../errors/walletErrors.js'
import {
  readAccountAddresses,
  readHexOrBase64,
  readMessageSignature,
  readSignedPsbt,
} from './readWalletConnectAnswers.js'

const wallet = 'Some Wallet'
const payment = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const ordinal = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const compressedKey = `02${'ab'.repeat(32)}`
const xOnlyKey = 'cd'.repeat(32)
// A 65-byte legacy signature, as hex and as base64.
const signatureBytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 7 + 31) % 256)
const signatureHex = Buffer.from(signatureBytes).toString('hex')
const signatureBase64 = Buffer.from(signatureBytes).toString('base64')
// The smallest PSBT header: magic, an empty global map.
const psbtBytes = Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff, 0x00)
const psbtBase64 = Buffer.from(psbtBytes).toString('base64')
const txid = 'a1'.repeat(32)

const expectUnreadable = (read: () => unknown, details: RegExp) => {
  let thrown: unknown
  try {
    read()
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(BitcoinWalletResponseError)
  expect(thrown).toMatchObject({
    name: 'BitcoinWalletResponseError',
    details: expect.stringMatching(details),
  })
}

describe('signMessage answers', () => {
  it('resolve base64 whether the wallet wrote the signature in hex (with or without 0x) or base64', () => {
    expect(readMessageSignature(wallet, { address: payment, signature: signatureHex })).toBe(signatureBase64)
    expect(readMessageSignature(wallet, { signature: `0x${signatureHex.toUpperCase()}` })).toBe(
      signatureBase64,
    )
    expect(readMessageSignature(wallet, { signature: signatureBase64, messageHash: 'ff' })).toBe(
      signatureBase64,
    )
  })

  it('without a readable signature are a BitcoinWalletResponseError', () => {
    for (const answer of [
      undefined,
      null,
      'abcd',
      [],
      {},
      { signature: 42 },
      { signature: '' },
      { signature: 'not base64!' },
    ])
      expectUnreadable(() => readMessageSignature(wallet, answer), /no signature/)
  })

  it('read nothing from text that is neither hex nor base64', () => {
    expect(readHexOrBase64('zz==zz')).toBeUndefined()
    expect(readHexOrBase64(12)).toBeUndefined()
    expect(readHexOrBase64('')).toBeUndefined()
  })
})

describe('getAccountAddresses answers', () => {
  it('read objects with intention and public key, payment accounts first', () => {
    const answer = [
      { address: ordinal, publicKey: xOnlyKey, intention: 'ordinal', path: "m/86'/0'/0'/0/0" },
      { address: payment, publicKey: compressedKey.toUpperCase(), intention: 'payment' },
    ]
    expect(readAccountAddresses(wallet, answer)).toEqual([
      { address: payment, purpose: 'payment', publicKey: compressedKey },
      { address: ordinal, purpose: 'ordinal', publicKey: xOnlyKey },
    ])
  })

  it('read plain address strings as payment accounts without a public key', () => {
    expect(readAccountAddresses(wallet, [payment, ordinal])).toEqual([
      { address: payment, purpose: 'payment', publicKey: '' },
      { address: ordinal, purpose: 'payment', publicKey: '' },
    ])
  })

  it('read a public key sent as the bytes of a Uint8Array through JSON', () => {
    const bytes = Array.from(Buffer.from(compressedKey, 'hex'))
    const asObject = JSON.parse(JSON.stringify(Uint8Array.from(bytes)))
    expect(readAccountAddresses(wallet, [{ address: payment, publicKey: bytes }])[0]?.publicKey).toBe(
      compressedKey,
    )
    expect(readAccountAddresses(wallet, [{ address: payment, publicKey: asObject }])[0]?.publicKey).toBe(
      compressedKey,
    )
  })

  it('leave out entries without a readable address, duplicates and unreadable keys', () => {
    const answer = [
      null,
      42,
      { address: 'not an address!' },
      { publicKey: compressedKey },
      { address: payment, publicKey: 'nothex', intention: 'something else' },
      { address: payment, publicKey: compressedKey, intention: 'ordinal' },
      { address: ordinal, publicKey: [1, 2, 300], intention: 'ordinal' },
    ]
    expect(readAccountAddresses(wallet, answer)).toEqual([
      { address: payment, purpose: 'payment', publicKey: '' },
      { address: ordinal, purpose: 'ordinal', publicKey: '' },
    ])
  })

  it('that are not a list, or hold no address, are a BitcoinWalletResponseError', () => {
    for (const answer of [undefined, 'bc1q...', { addresses: [payment] }, { receiveAddresses: [payment] }])
      expectUnreadable(() => readAccountAddresses(wallet, answer), /no list/)
    for (const answer of [[], [null, { address: 7 }]])
      expectUnreadable(() => readAccountAddresses(wallet, answer), /no address/)
  })
})

describe('signPsbt answers', () => {
  it('resolve the PSBT in base64 (a hex one read too) and a txid when there is one', () => {
    expect(readSignedPsbt(wallet, { psbt: psbtBase64 }, false)).toEqual({ psbt: psbtBase64 })
    expect(readSignedPsbt(wallet, { psbt: Buffer.from(psbtBytes).toString('hex') }, false)).toEqual({
      psbt: psbtBase64,
    })
    expect(readSignedPsbt(wallet, { psbt: psbtBase64, txid: txid.toUpperCase() }, true)).toEqual({
      psbt: psbtBase64,
      txid,
    })
  })

  it('without a PSBT, with a malformed txid, or without the txid of a broadcast, are a BitcoinWalletResponseError', () => {
    for (const answer of [undefined, {}, { psbt: 5 }, { psbt: signatureBase64 }])
      expectUnreadable(() => readSignedPsbt(wallet, answer, false), /no PSBT/)
    expectUnreadable(() => readSignedPsbt(wallet, { psbt: psbtBase64, txid: 'abc' }, false), /txid/)
    expectUnreadable(() => readSignedPsbt(wallet, { psbt: psbtBase64, txid: 7 }, false), /txid/)
    expectUnreadable(() => readSignedPsbt(wallet, { psbt: psbtBase64 }, true), /no txid/)
  })
})
