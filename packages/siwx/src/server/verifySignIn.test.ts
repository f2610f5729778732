import type { SiwxMessage, SiwxVerifier } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { type Chain, createPublicClient, http, type Transport } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createEvmVerifier } from '../evm/createEvmVerifier.js'
import { formatSiwxMessage } from '../message/formatMessage.js'
import { parseSiwxMessage } from '../message/parseMessage.js'
import { issueNonce } from './issueNonce.js'
import { createMemoryNonceStore } from './nonceStore.js'
import { verifySignIn } from './verifySignIn.js'

let rig: EvmRig
let signer: PrivateKeyAccount
let verifier: SiwxVerifier

beforeAll(async () => {
  rig = await startEvm()
  const [first] = rig.accounts
  if (!first) throw new Error('no rig account')
  signer = privateKeyToAccount(first.privateKey)
  verifier = createEvmVerifier({
    clients: rig.chains.map((chain) =>
      createPublicClient<Transport, Chain | undefined>({ chain: chain.chain, transport: http() }),
    ),
  })
})
afterAll(() => rig?.stop())

const now = Date.parse('2026-11-22T06:00:00.000Z')
const expected = {
  domain: 'shop.example.com',
  uri: 'https://shop.example.com',
  chainId: 'eip155:31337',
  now,
} as const

/** A server with its nonce store, and a visitor's wallet signing what the page builds. */
async function server() {
  const nonceStore = createMemoryNonceStore()
  return {
    nonceStore,
    async signed(change: Partial<SiwxMessage> = {}) {
      const data: SiwxMessage = {
        accountAddress: signer.address,
        chainId: 'eip155:31337',
        domain: 'shop.example.com',
        uri: 'https://shop.example.com',
        version: '1',
        nonce: await issueNonce({ nonceStore, now }),
        issuedAt: new Date(now - 1000).toISOString(),
        expirationTime: new Date(now + 60_000).toISOString(),
        ...change,
      }
      const message = formatSiwxMessage(data)
      return { message, signature: await signer.signMessage({ message }) }
    },
  }
}

test('a signed message is accepted once and the same message replayed is refused as reused-nonce', async () => {
  const { nonceStore, signed } = await server()
  const sent = await signed()
  const first = await verifySignIn({ ...sent, expected, nonceStore, verifier })
  expect(first).toEqual({ ok: true, data: expect.objectContaining({ accountAddress: signer.address }) })
  expect(await verifySignIn({ ...sent, expected, nonceStore, verifier })).toEqual({
    ok: false,
    reason: 'reused-nonce',
  })
})

test('a nonce this server never issued, or one past its lifetime, is refused as reused-nonce', async () => {
  const { nonceStore, signed } = await server()
  const unknown = await signed({ nonce: 'neverIssued123' })
  expect(await verifySignIn({ ...unknown, expected, nonceStore, verifier })).toEqual({
    ok: false,
    reason: 'reused-nonce',
  })
  const late = await signed({ expirationTime: undefined })
  const elevenMinutes = { ...expected, now: now + 11 * 60 * 1000 }
  expect(await verifySignIn({ ...late, expected: elevenMinutes, nonceStore, verifier })).toEqual({
    ok: false,
    reason: 'reused-nonce',
  })
})

test.each([
  ['wrong-domain', { domain: 'evil.example.com' }],
  ['wrong-uri', { uri: 'https://shop.example.com/other' }],
  ['wrong-chain', { chainId: 'eip155:31338' }],
  ['expired', { expirationTime: new Date(now - 1).toISOString() }],
  ['not-yet-valid', { notBefore: new Date(now + 60_000).toISOString() }],
] as const)(
  'a message with the wrong field is refused as %s and its nonce stays usable',
  async (reason, change) => {
    const { nonceStore, signed } = await server()
    const refused = await signed(change)
    expect(await verifySignIn({ ...refused, expected, nonceStore, verifier })).toEqual({ ok: false, reason })
    expect(await nonceStore.consume(parseSiwxMessage(refused.message).nonce, now)).toBe(true)
  },
)

test('a signature by another account is refused as bad-signature without burning the nonce', async () => {
  const { nonceStore, signed } = await server()
  const genuine = await signed()
  const other = privateKeyToAccount(rig.accounts[1]?.privateKey ?? '0x')
  const forged = {
    message: genuine.message,
    signature: await other.signMessage({ message: genuine.message }),
  }
  expect(await verifySignIn({ ...forged, expected, nonceStore, verifier })).toEqual({
    ok: false,
    reason: 'bad-signature',
  })
  expect((await verifySignIn({ ...genuine, expected, nonceStore, verifier })).ok).toBe(true)
})

test('text that is not a sign-in message is refused as malformed', async () => {
  const { nonceStore } = await server()
  const result = await verifySignIn({ message: 'hello', signature: '0x', expected, nonceStore, verifier })
  expect(result).toEqual({ ok: false, reason: 'malformed' })
})

test('a namespace the server has no verifier for is refused as wrong-chain', async () => {
  const { nonceStore } = await server()
  const message = formatSiwxMessage({
    accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    nonce: await issueNonce({ nonceStore, now }),
  })
  const result = await verifySignIn({
    message,
    signature: 'x',
    expected: { domain: expected.domain, now },
    nonceStore,
    verifier,
  })
  expect(result).toEqual({ ok: false, reason: 'wrong-chain' })
})
