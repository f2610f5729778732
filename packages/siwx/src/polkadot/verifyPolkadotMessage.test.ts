import { encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, test } from 'vitest'
import { PolkadotAddressError, PolkadotSignatureFormatError } from './errors.js'
import { keyTypes, kusamaChainId, polkadotAccount, polkadotChainId } from './test-utils/polkadotSigner.js'
import { polkadotSignIn } from './test-utils/signInMessage.js'
import { verifyPolkadotMessage } from './verifyPolkadotMessage.js'

describe.each(keyTypes)('an %s account', (type) => {
  const account = polkadotAccount(type)
  const { message } = polkadotSignIn(account.address, polkadotChainId)
  const verify = (signature: string, address = account.address, signed = message) =>
    verifyPolkadotMessage({ address, message: signed, signature })

  test('a signature as an extension makes it (the message in <Bytes>) verifies, with or without the key type byte', async () => {
    expect(await verify(account.signAsExtension(message))).toBe(true)
    expect(await verify(account.signAsExtension(message, { withType: true }))).toBe(true)
  })

  test('a signature of the bare message verifies too', async () => {
    expect(await verify(account.signBare(message))).toBe(true)
  })

  test('the same account in Kusama or generic Substrate format verifies', async () => {
    const signature = account.signAsExtension(message)
    for (const prefix of [2, 42]) {
      const address = account.addressWithPrefix(prefix)
      expect(address).not.toBe(account.address)
      expect(await verify(signature, address)).toBe(true)
    }
    // A Kusama sign-in: the chain id is not the address's business.
    const kusama = polkadotSignIn(account.addressWithPrefix(2), kusamaChainId).message
    expect(await verify(account.signAsExtension(kusama), account.addressWithPrefix(2), kusama)).toBe(true)
  })

  test("another account's signature, or a signature of another message, does not verify", async () => {
    const other = polkadotAccount(type)
    expect(await verify(other.signAsExtension(message))).toBe(false)
    expect(await verify(account.signAsExtension(message), other.address)).toBe(false)
    expect(await verify(account.signAsExtension(`${message}.`))).toBe(false)
    expect(await verify(account.signAsExtension(message), account.address, `${message}.`)).toBe(false)
    const nonce = polkadotSignIn(account.address, polkadotChainId, { nonce: 'otherNonce123' }).message
    expect(await verify(account.signBare(nonce))).toBe(false)
  })

  test('a truncated signature is malformed', async () => {
    const signature = account.signAsExtension(message)
    await expect(verify(signature.slice(0, -8))).rejects.toBeInstanceOf(PolkadotSignatureFormatError)
    await expect(verify(signature.slice(0, -1))).rejects.toBeInstanceOf(PolkadotSignatureFormatError)
  })
})

test('ecdsa: the address of the 33-byte key itself verifies, as its account id does', async () => {
  const account = polkadotAccount('ecdsa')
  const { message } = polkadotSignIn(account.address, polkadotChainId)
  const signature = account.signAsExtension(message)
  expect(account.publicKeyAddress()).not.toBe(account.address)
  expect(await verifyPolkadotMessage({ address: account.publicKeyAddress(), message, signature })).toBe(true)
})

test('a well-formed signature that no key made does not verify', async () => {
  const account = polkadotAccount('sr25519')
  const { message } = polkadotSignIn(account.address, polkadotChainId)
  for (const signature of [`0x${'00'.repeat(64)}`, `0x${'ab'.repeat(65)}`, `0x02${'ab'.repeat(65)}`])
    expect(await verifyPolkadotMessage({ address: account.address, message, signature })).toBe(false)
})

test('signatures are hex, with or without 0x, of 64 to 66 bytes', async () => {
  const account = polkadotAccount('ed25519')
  const { message } = polkadotSignIn(account.address, polkadotChainId)
  const signature = account.signAsExtension(message)
  const verify = (candidate: string) =>
    verifyPolkadotMessage({ address: account.address, message, signature: candidate })
  expect(await verify(signature.slice(2))).toBe(true)
  expect(await verify(signature.toUpperCase().replace('0X', '0x'))).toBe(true)
  await expect(verify(`${signature.slice(0, -2)}zz`)).rejects.toMatchInlineSnapshot(`
    [PolkadotSignatureFormatError: Malformed Polkadot message signature

    not hex (an even number of 0-9, a-f, with or without 0x)]
  `)
  await expect(verify(Buffer.from(signature.slice(2), 'hex').toString('base64'))).rejects.toBeInstanceOf(
    PolkadotSignatureFormatError,
  )
  await expect(verify('')).rejects.toBeInstanceOf(PolkadotSignatureFormatError)
  await expect(verify(`${signature}00`)).resolves.toBe(false) // 65 bytes: read as ecdsa, which it is not
  await expect(verify(`0x01${signature.slice(2)}00`)).rejects.toMatchInlineSnapshot(`
    [PolkadotSignatureFormatError: Malformed Polkadot message signature

    a 66-byte signature is a typed ecdsa one and starts with 0x02, not 0x01]
  `)
  await expect(verify(`${signature}000000`)).rejects.toMatchInlineSnapshot(`
    [PolkadotSignatureFormatError: Malformed Polkadot message signature

    67 bytes: signatures have 64 (sr25519, ed25519), 65 (ecdsa, or typed sr25519, ed25519) or 66 (typed ecdsa)]
  `)
})

test('an address that is not SS58 or carries no key is refused with PolkadotAddressError', async () => {
  const account = polkadotAccount('sr25519')
  const { message } = polkadotSignIn(account.address, polkadotChainId)
  const signature = account.signAsExtension(message)
  const verify = (address: string) => verifyPolkadotMessage({ address, message, signature })
  const lastCharacter = account.address.at(-1) === 'A' ? 'B' : 'A'
  const badChecksum = `${account.address.slice(0, -1)}${lastCharacter}`
  const accountIndex = encodeAddress(new Uint8Array([7]), 0)
  await expect(verify('not an address')).rejects.toMatchInlineSnapshot(`
    [PolkadotAddressError: Invalid Polkadot address

    "not an address": not an SS58 address (alphabet, length or checksum)

    Details: Decoding not an address: Invalid base58 character " " (0x20) at index 3]
  `)
  await expect(verify(badChecksum)).rejects.toBeInstanceOf(PolkadotAddressError)
  await expect(verify(accountIndex)).rejects.toMatchInlineSnapshot(`
    [PolkadotAddressError: Invalid Polkadot address

    "1b5": an account index, which does not carry the signing key]
  `)
  await expect(
    verify('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'),
  ).rejects.toMatchInlineSnapshot(`
    [PolkadotAddressError: Invalid Polkadot address

    "0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d": a hex key, not an SS58 address]
  `)
  await expect(verify('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).rejects.toBeInstanceOf(
    PolkadotAddressError,
  )
  await expect(verify('')).rejects.toBeInstanceOf(PolkadotAddressError)
})
