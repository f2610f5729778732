import type { SiwxMessage } from '@latchkit/core'
import { expect, test } from 'vitest'
import { createBitcoinVerifier } from '../exports/bitcoin.js'
import { createPolkadotVerifier } from '../exports/polkadot.js'
import {
  createMemoryNonceStore,
  issueNonce,
  type VerifySignInParameters,
  verifySignIn,
} from '../exports/server.js'
import { createSolanaVerifier } from '../exports/solana.js'
import { formatSiwxMessage } from '../message/formatMessage.js'
import { parseSiwxMessage } from '../message/parseMessage.js'
import {
  type KeyType,
  keyTypes,
  kusamaChainId,
  polkadotAccount,
  polkadotChainId,
} from '../polkadot/test-utils/polkadotSigner.js'

// A site's server accepting Polkadot sign-ins beside its other families, and a visitor's
// extension signing the message the page built with the server's nonce.

// The real clock: the memory store drops nonces whose expiry has passed by it as it saves others.
const now = Date.now()
const expected: VerifySignInParameters['expected'] = {
  domain: 'shop.example.com',
  uri: 'https://shop.example.com',
  chainId: polkadotChainId,
  now,
}
const verifier = [createSolanaVerifier(), createBitcoinVerifier(), createPolkadotVerifier()]

async function server(type: KeyType) {
  const nonceStore = createMemoryNonceStore()
  const account = polkadotAccount(type)
  const signed = async (change: Partial<SiwxMessage> = {}) => {
    const message = formatSiwxMessage({
      accountAddress: account.address,
      chainId: polkadotChainId,
      domain: 'shop.example.com',
      uri: 'https://shop.example.com',
      version: '1',
      statement: 'Sign in to Example Shop.',
      nonce: await issueNonce({ nonceStore, now }),
      issuedAt: new Date(now - 1000).toISOString(),
      expirationTime: new Date(now + 60_000).toISOString(),
      ...change,
    })
    return { message, signature: account.signAsExtension(message) }
  }
  const check = (sent: { message: string; signature: string }, expectations = expected) =>
    verifySignIn({ ...sent, expected: expectations, nonceStore, verifier })
  return { account, nonceStore, signed, check }
}

test.each(keyTypes)('an %s account signs in once; the same message replayed is refused', async (type) => {
  const { account, signed, check } = await server(type)
  const sent = await signed()
  expect(await check(sent)).toEqual({
    ok: true,
    data: expect.objectContaining({ accountAddress: account.address, chainId: polkadotChainId }),
  })
  expect(await check(sent)).toEqual({ ok: false, reason: 'reused-nonce' })
})

test("another site's domain is refused as wrong-domain, another network as wrong-chain; the nonce stays usable", async () => {
  const { nonceStore, signed, check } = await server('sr25519')
  const elsewhere = await signed({ domain: 'evil.example.com' })
  expect(await check(elsewhere)).toEqual({ ok: false, reason: 'wrong-domain' })
  const onKusama = await signed({ chainId: kusamaChainId })
  expect(await check(onKusama)).toEqual({ ok: false, reason: 'wrong-chain' })
  for (const refused of [elsewhere, onKusama])
    expect(await nonceStore.consume(parseSiwxMessage(refused.message).nonce, now)).toBe(true)
})

test('a wrong or unreadable signature is refused as bad-signature without burning the nonce', async () => {
  const { signed, check } = await server('ed25519')
  const genuine = await signed()
  const forged = polkadotAccount('ed25519').signAsExtension(genuine.message)
  expect(await check({ ...genuine, signature: forged })).toEqual({ ok: false, reason: 'bad-signature' })
  expect(await check({ ...genuine, signature: genuine.signature.slice(0, -2) })).toEqual({
    ok: false,
    reason: 'bad-signature',
  })
  expect(await check({ ...genuine, signature: 'not hex' })).toEqual({ ok: false, reason: 'bad-signature' })
  expect((await check(genuine)).ok).toBe(true)
})

test('the account may sign in under its Kusama address on Kusama', async () => {
  const { account, signed, check } = await server('ecdsa')
  const sent = await signed({ accountAddress: account.addressWithPrefix(2), chainId: kusamaChainId })
  expect(await check(sent, { ...expected, chainId: kusamaChainId })).toEqual({
    ok: true,
    data: expect.objectContaining({ accountAddress: account.addressWithPrefix(2) }),
  })
})
