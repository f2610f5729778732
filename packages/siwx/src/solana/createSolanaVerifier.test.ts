import type { SiwxMessage } from '@latchkit/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { formatSiwxMessage } from '../message/formatMessage.js'
import { createSolanaVerifier } from './createSolanaVerifier.js'

function keypair() {
  const secretKey = ed25519.utils.randomSecretKey()
  return { secretKey, address: bs58.encode(ed25519.getPublicKey(secretKey)) }
}

function signedIn(signer: { secretKey: Uint8Array; address: string }) {
  const data: SiwxMessage = {
    accountAddress: signer.address,
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    nonce: 'nonce12345678',
  }
  const message = formatSiwxMessage(data)
  const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), signer.secretKey))
  return { data, message, signature }
}

test("a Solana account's ed25519 signature of its message verifies", async () => {
  expect(await createSolanaVerifier().verify(signedIn(keypair()))).toBe(true)
})

test("another key's signature, an edited message or a malformed signature or address does not verify", async () => {
  const verifier = createSolanaVerifier()
  const signer = keypair()
  const signed = signedIn(signer)
  const forged = signedIn({ ...keypair(), address: signer.address })
  expect(await verifier.verify(forged)).toBe(false)
  expect(await verifier.verify({ ...signed, message: `${signed.message} ` })).toBe(false)
  expect(await verifier.verify({ ...signed, signature: '0OIl' })).toBe(false)
  expect(await verifier.verify({ ...signed, signature: bs58.encode(new Uint8Array(10)) })).toBe(false)
  expect(await verifier.verify({ ...signed, data: { ...signed.data, accountAddress: 'short' } })).toBe(false)
})
