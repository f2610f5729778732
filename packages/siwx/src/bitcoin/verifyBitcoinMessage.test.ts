import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, bech32m } from '@scure/base'
import { expect, test } from 'vitest'
import { formatSiwxMessage } from '../message/formatMessage.js'
import {
  BitcoinAddressError,
  BitcoinSignatureFormatError,
  UnknownBitcoinNetworkError,
  UnsupportedBitcoinAddressError,
} from './errors.js'
import {
  addressesOf,
  bitcoinMainnet,
  encodeWitness,
  litecoinRegtest,
  signLegacy,
  signSimpleP2tr,
  signSimpleP2wpkh,
} from './test-utils/bitcoinSigner.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'
import { decodeWitnessStack } from './witness.js'

const networks = [bitcoinMainnet, litecoinRegtest]

function signInMessage(chainId: `bip122:${string}`, accountAddress: string): string {
  return formatSiwxMessage({
    accountAddress,
    chainId,
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    statement: 'Sign in to Example Shop.',
    nonce: 'nonce12345678',
    issuedAt: '2026-11-22T06:00:00.000Z',
    expirationTime: '2026-11-29T06:00:00.000Z',
  })
}

/** A fresh key on `chainId`, its addresses, and a check of signatures on that network. */
function wallet({ chainId, network }: (typeof networks)[number]) {
  const secretKey = secp256k1.utils.randomSecretKey()
  const addresses = addressesOf(secretKey, network)
  const message = signInMessage(chainId, addresses.p2wpkh)
  const verify = (address: string, signature: string, signed = message) =>
    verifyBitcoinMessage({
      address,
      message: signed,
      signature,
      network: chainId,
      networks: { [chainId]: network },
    })
  return { secretKey, addresses, message, network, verify }
}

/** `signature` (base64) with its witness rebuilt by `change`. */
function rewitness(signature: string, change: (items: Uint8Array[]) => Uint8Array[]): string {
  const items = decodeWitnessStack(base64.decode(signature))
  if (!items) return expect.unreachable('not a witness stack')
  return base64.encode(encodeWitness(change(items)))
}

test.each(networks)('fresh signatures of every supported kind verify on $chainId', (net) => {
  const { secretKey, addresses, message, network, verify } = wallet(net)
  // Long enough for a 3-byte length prefix in the legacy message hash.
  expect(message.length).toBeGreaterThan(252)
  const signed: [address: string, signature: string][] = [
    [addresses.p2pkh, signLegacy(message, secretKey, network, 31)],
    [addresses.p2pkhUncompressed, signLegacy(message, secretKey, network, 27)],
    [addresses.p2shP2wpkh, signLegacy(message, secretKey, network, 35)],
    [addresses.p2wpkh, signLegacy(message, secretKey, network, 39)],
    // Many wallets write the P2PKH header whatever the address.
    [addresses.p2wpkh, signLegacy(message, secretKey, network, 31)],
    [addresses.p2shP2wpkh, signLegacy(message, secretKey, network, 31)],
    [addresses.p2wpkh, signSimpleP2wpkh(message, secretKey)],
    [addresses.p2wpkh, signSimpleP2wpkh(message, secretKey, true)],
    [addresses.p2tr, signSimpleP2tr(message, secretKey, 0x00)],
    [addresses.p2tr, signSimpleP2tr(message, secretKey, 0x01)],
  ]
  for (const [address, signature] of signed) {
    expect(verify(address, signature), `${address} ${signature}`).toBe(true)
    expect(verify(address, signature, message.replace('Example Shop', 'Example Shoq'))).toBe(false)
    expect(verify(address, signature, `${message}\n`)).toBe(false)
  }
})

test.each(networks)("another key's signature does not verify for the address on $chainId", (net) => {
  const { addresses, message, network, verify } = wallet(net)
  const other = secp256k1.utils.randomSecretKey()
  expect(verify(addresses.p2pkh, signLegacy(message, other, network))).toBe(false)
  expect(verify(addresses.p2shP2wpkh, signLegacy(message, other, network, 35))).toBe(false)
  expect(verify(addresses.p2wpkh, signLegacy(message, other, network, 39))).toBe(false)
  expect(verify(addresses.p2wpkh, signSimpleP2wpkh(message, other))).toBe(false)
  expect(verify(addresses.p2tr, signSimpleP2tr(message, other))).toBe(false)
  // The other key's public key in the right key's witness: its hash is not the address's.
  const own = wallet(net)
  const swapped = rewitness(signSimpleP2wpkh(own.message, other), ([signature = new Uint8Array()]) => [
    signature,
    secp256k1.getPublicKey(own.secretKey, true),
  ])
  expect(own.verify(own.addresses.p2wpkh, swapped)).toBe(false)
})

test('a legacy signature is bound to its network: the same key signing with another message prefix does not verify', () => {
  const { secretKey, addresses, message, network, verify } = wallet(litecoinRegtest)
  const asBitcoin = signLegacy(message, secretKey, {
    ...network,
    messagePrefix: bitcoinMainnet.network.messagePrefix,
  })
  expect(verify(addresses.p2pkh, asBitcoin)).toBe(false)
  expect(verify(addresses.p2pkh, signLegacy(message, secretKey, network))).toBe(true)
})

test('a legacy signature with an uncompressed-key header does not verify for a segwit address', () => {
  const { secretKey, addresses, message, network, verify } = wallet(bitcoinMainnet)
  expect(verify(addresses.p2wpkh, signLegacy(message, secretKey, network, 27))).toBe(false)
  expect(verify(addresses.p2shP2wpkh, signLegacy(message, secretKey, network, 27))).toBe(false)
})

test('a witness that is well formed but does not satisfy the script does not verify', () => {
  const { secretKey, addresses, message, verify } = wallet(bitcoinMainnet)
  const p2wpkh = signSimpleP2wpkh(message, secretKey)
  const p2tr = signSimpleP2tr(message, secretKey)
  const n = secp256k1.Point.Fn.ORDER
  const cases = [
    // A third item, or the public key missing.
    rewitness(p2wpkh, (items) => [...items, new Uint8Array(1)]),
    rewitness(p2wpkh, (items) => items.slice(0, 1)),
    // SIGHASH_NONE instead of SIGHASH_ALL, and an empty signature.
    rewitness(p2wpkh, ([signature = new Uint8Array(), key = new Uint8Array()]) => [
      Uint8Array.of(...signature.subarray(0, -1), 0x02),
      key,
    ]),
    rewitness(p2wpkh, ([, key = new Uint8Array()]) => [new Uint8Array(), key]),
    // The same signature with a high S (BIP-322 requires LOW_S).
    rewitness(p2wpkh, ([signature = new Uint8Array(), key = new Uint8Array()]) => {
      const { r, s } = secp256k1.Signature.fromBytes(signature.subarray(0, -1), 'der')
      return [Uint8Array.of(...new secp256k1.Signature(r, n - s).toBytes('der'), 0x01), key]
    }),
    // Not strict DER: a superfluous leading zero in R.
    rewitness(p2wpkh, ([signature = new Uint8Array(), key = new Uint8Array()]) => {
      const rLength = signature[3] ?? 0
      const padded = [0x30, (signature[1] ?? 0) + 1, 0x02, rLength + 1, 0x00, ...signature.subarray(4)]
      return [Uint8Array.from(padded), key]
    }),
    // Taproot: an explicit SIGHASH_DEFAULT byte, SIGHASH_NONE, a truncated signature, no item.
    rewitness(p2tr, ([signature = new Uint8Array()]) => [Uint8Array.of(...signature, 0x00)]),
    rewitness(p2tr, ([signature = new Uint8Array()]) => [Uint8Array.of(...signature, 0x02)]),
    rewitness(p2tr, ([signature = new Uint8Array()]) => [signature.subarray(0, 63)]),
    rewitness(p2tr, () => []),
  ]
  cases.forEach((signature, index) => {
    const address = index < 6 ? addresses.p2wpkh : addresses.p2tr
    expect(verify(address, signature), `case ${index}`).toBe(false)
  })
  expect(verify(addresses.p2wpkh, p2wpkh)).toBe(true)
  expect(verify(addresses.p2tr, p2tr)).toBe(true)
})

test('a signature that cannot be read is a BitcoinSignatureFormatError', () => {
  const { secretKey, addresses, message, network, verify } = wallet(bitcoinMainnet)
  const legacy = base64.decode(signLegacy(message, secretKey, network))
  const witness = base64.decode(signSimpleP2wpkh(message, secretKey))
  const unreadable: [address: string, signature: string][] = [
    [addresses.p2pkh, 'not base64!'],
    [addresses.p2pkh, 'H'.repeat(87)],
    // Wrong length, and a header no legacy signature has.
    [addresses.p2pkh, base64.encode(legacy.subarray(0, 64))],
    [addresses.p2pkh, base64.encode(Uint8Array.of(43, ...legacy.subarray(1)))],
    [addresses.p2pkh, base64.encode(Uint8Array.of(...legacy, 0))],
    // A BIP-322 witness for a P2PKH address (needs a full signature).
    [addresses.p2pkh, `smp${base64.encode(witness)}`],
    // A witness stack that does not decode: truncated, or with bytes after it.
    [addresses.p2wpkh, base64.encode(witness.subarray(0, -1))],
    [addresses.p2wpkh, base64.encode(Uint8Array.of(...witness, 0))],
    [addresses.p2tr, base64.encode(legacy)],
    [addresses.p2wpkh, `smp${base64.encode(legacy)}`],
    // A taproot script-path witness (script and control block).
    [
      addresses.p2tr,
      base64.encode(encodeWitness([new Uint8Array(64), Uint8Array.of(0x51), new Uint8Array(33)])),
    ],
    [addresses.p2wpkh, 'pofAAAA'],
  ]
  for (const [address, signature] of unreadable)
    expect(() => verify(address, signature), signature).toThrowError(BitcoinSignatureFormatError)
})

test('addresses it cannot check are UnsupportedBitcoinAddressError; unreadable or foreign ones BitcoinAddressError', () => {
  const { secretKey, addresses, message, network, verify } = wallet(bitcoinMainnet)
  const witness = signSimpleP2wpkh(message, secretKey)
  const legacy = signLegacy(message, secretKey, network)
  const p2wsh = 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9'
  const witnessV2 = bech32m.encode('bc', [2, ...bech32m.toWords(new Uint8Array(32))])
  expect(() => verify(p2wsh, witness)).toThrowError(UnsupportedBitcoinAddressError)
  expect(() => verify(witnessV2, witness)).toThrowError(UnsupportedBitcoinAddressError)
  // A P2SH address is checked only as P2SH-P2WPKH with a legacy signature.
  expect(() => verify(addresses.p2shP2wpkh, witness)).toThrowError(UnsupportedBitcoinAddressError)
  const litecoin = addressesOf(secretKey, litecoinRegtest.network)
  const foreign = [
    litecoin.p2wpkh,
    litecoin.p2pkh,
    litecoin.p2shP2wpkh,
    addressesOf(secretKey, { ...network, bech32: 'tb', pubKeyHash: 0x6f }).p2tr,
    `${addresses.p2wpkh.slice(0, -1)}${addresses.p2wpkh.endsWith('q') ? 'p' : 'q'}`,
    `${addresses.p2pkh.slice(0, -1)}${addresses.p2pkh.endsWith('1') ? '2' : '1'}`,
    addresses.p2wpkh.toUpperCase().replace('BC1Q', 'bc1Q'),
    'not an address',
  ]
  for (const address of foreign)
    expect(() => verify(address, legacy), address).toThrowError(BitcoinAddressError)
  // Upper-case bech32 is the same address.
  expect(verify(addresses.p2wpkh.toUpperCase(), legacy)).toBe(true)
})

test('a network id that is neither built in nor passed is an UnknownBitcoinNetworkError; parameters may be passed directly', () => {
  const { secretKey, addresses, message } = wallet(litecoinRegtest)
  const signature = signSimpleP2wpkh(message, secretKey)
  const check = (network: Parameters<typeof verifyBitcoinMessage>[0]['network']) =>
    verifyBitcoinMessage({ address: addresses.p2wpkh, message, signature, network })
  expect(() => check(litecoinRegtest.chainId)).toThrowError(UnknownBitcoinNetworkError)
  expect(() => check('bip122:ffffffffffffffffffffffffffffffff')).toThrowError(UnknownBitcoinNetworkError)
  expect(() => check('toString')).toThrowError(UnknownBitcoinNetworkError)
  expect(check(litecoinRegtest.network)).toBe(true)
})
