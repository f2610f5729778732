import { createMemoryStorage, type SiwxSession } from '@latchkit/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import bs58 from 'bs58'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { createSiwx } from './createSiwx.js'
import { SiwxSessionRefusedError } from './errors.js'
import { createSolanaVerifier } from './solana/createSolanaVerifier.js'

// anvil's first development key: a well-known test key, never for real funds.
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const solanaKey = ed25519.utils.randomSecretKey()
const solanaAddress = bs58.encode(ed25519.getPublicKey(solanaKey))
const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function clock(start = Date.parse('2026-11-22T06:00:00.000Z')) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

function setup(options: Parameters<typeof createSiwx>[0] = {}) {
  const storage = createMemoryStorage()
  const time = clock()
  const siwx = createSiwx({
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    storage,
    now: time.now,
    ...options,
  })
  return { siwx, storage, time }
}

async function signInEvm(siwx: ReturnType<typeof createSiwx>): Promise<SiwxSession> {
  const { data, message } = await siwx.createMessage({
    accountAddress: evm.address.toLowerCase(),
    chainId: 'eip155:1',
  })
  return { data, message, signature: await evm.signMessage({ message }) }
}

test('createMessage writes the site, a fresh nonce, the time and a 7-day expiry into the message', async () => {
  const { siwx } = setup({ statement: 'Sign in to Example Shop.' })
  const first = await siwx.createMessage({ accountAddress: evm.address, chainId: 'eip155:1' })
  const second = await siwx.createMessage({ accountAddress: evm.address, chainId: 'eip155:1' })
  expect(first.data).toEqual({
    accountAddress: evm.address,
    chainId: 'eip155:1',
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    nonce: expect.stringMatching(/^[a-zA-Z0-9]{24}$/),
    statement: 'Sign in to Example Shop.',
    issuedAt: '2026-11-22T06:00:00.000Z',
    expirationTime: '2026-11-29T06:00:00.000Z',
  })
  expect(first.message).toContain('Sign in to Example Shop.')
  expect(second.data.nonce).not.toBe(first.data.nonce)
})

test('a nonce from the site server is used when given', async () => {
  const { siwx } = setup({ getNonce: async () => 'fromServer123' })
  const { data } = await siwx.createMessage({ accountAddress: solanaAddress, chainId: solanaChain })
  expect(data.nonce).toBe('fromServer123')
})

test('a signed session is kept in storage under the sign-in-token key and found for its account', async () => {
  const { siwx, storage } = setup()
  await siwx.addSession(await signInEvm(siwx))
  expect(await siwx.getSessions('eip155:1', evm.address)).toHaveLength(1)
  expect(await siwx.getSessions('eip155:1', evm.address.toLowerCase())).toHaveLength(1)
  expect(await siwx.getSessions('eip155:10', evm.address)).toEqual([])
  expect(storage.getItem('@latchkit/siwxSessions')).toContain(evm.address)
  // Another instance over the same storage (a reload) finds it.
  const reloaded = createSiwx({ storage, now: () => Date.parse('2026-11-22T07:00:00.000Z') })
  expect(await reloaded.getSessions('eip155:1', evm.address)).toHaveLength(1)
})

test('an expired session is no longer returned', async () => {
  const { siwx, time } = setup({ expiresInMs: 60_000 })
  await siwx.addSession(await signInEvm(siwx))
  time.advance(59_999)
  expect(await siwx.getSessions('eip155:1', evm.address)).toHaveLength(1)
  time.advance(1)
  expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
})

test('revokeSession and setSessions([]) sign out', async () => {
  const { siwx } = setup()
  await siwx.addSession(await signInEvm(siwx))
  await siwx.revokeSession?.('eip155:1', evm.address)
  expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
  await siwx.addSession(await signInEvm(siwx))
  await siwx.setSessions?.([])
  expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
})

test("with a family's verifier, a session whose signature does not verify is refused", async () => {
  const { siwx } = setup({ verifiers: [createSolanaVerifier()] })
  const { data, message } = await siwx.createMessage({ accountAddress: solanaAddress, chainId: solanaChain })
  const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), solanaKey))
  await siwx.addSession({ data, message, signature })
  expect(await siwx.getSessions(solanaChain, solanaAddress)).toHaveLength(1)
  const forged = bs58.encode(ed25519.sign(new TextEncoder().encode(message), ed25519.utils.randomSecretKey()))
  await siwx.setSessions?.([])
  await expect(siwx.addSession({ data, message, signature: forged })).rejects.toThrowError(
    SiwxSessionRefusedError,
  )
  expect(await siwx.getSessions(solanaChain, solanaAddress)).toEqual([])
})

test('a session whose text names another account than its fields is refused', async () => {
  const { siwx } = setup()
  const session = await signInEvm(siwx)
  const other = { ...session, data: { ...session.data, accountAddress: solanaAddress } }
  await expect(siwx.addSession(other)).rejects.toThrowError(SiwxSessionRefusedError)
  await expect(siwx.addSession({ ...session, message: 'hello' })).rejects.toThrowError(
    SiwxSessionRefusedError,
  )
})

test('required and signOutOnDisconnect are what the site asked for, off by default', () => {
  expect(setup().siwx.getRequired()).toBe(false)
  expect(setup().siwx.signOutOnDisconnect).toBe(false)
  const strict = setup({ required: true, signOutOnDisconnect: true }).siwx
  expect(strict.getRequired()).toBe(true)
  expect(strict.signOutOnDisconnect).toBe(true)
})
