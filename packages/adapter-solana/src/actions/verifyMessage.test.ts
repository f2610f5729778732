import { ed25519 } from '@noble/curves/ed25519'
import { expect, test } from 'vitest'
import { encodeBase58 } from '../utils/base58.js'
import { verifyMessage } from './verifyMessage.js'

const secretKey = ed25519.utils.randomPrivateKey()
const address = encodeBase58(ed25519.getPublicKey(secretKey))
const message = 'shop.example.com wants you to sign in with your Solana account'
const sign = (text: string, key = secretKey) =>
  encodeBase58(ed25519.sign(new TextEncoder().encode(text), key))

test("the account's ed25519 signature of the message verifies", async () => {
  expect(await verifyMessage({ address, message, signature: sign(message) })).toBe(true)
})

test("another key's signature, an edited message, or a malformed key or signature does not", async () => {
  const other = ed25519.utils.randomPrivateKey()
  expect(await verifyMessage({ address, message, signature: sign(message, other) })).toBe(false)
  expect(await verifyMessage({ address, message: `${message}.`, signature: sign(message) })).toBe(false)
  expect(await verifyMessage({ address, message, signature: 'not-base58-0OIl' })).toBe(false)
  expect(await verifyMessage({ address, message, signature: sign(message).slice(0, 20) })).toBe(false)
  expect(await verifyMessage({ address: 'abc', message, signature: sign(message) })).toBe(false)
})
