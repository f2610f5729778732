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

test('the verifiers and the verification mode reach the kit, which checks signatures with them', () => {
  const solanaVerifier = createSolanaVerifier()
  const { siwx } = setup({ verifiers: [solanaVerifier] })
  expect(siwx.verifiers).toEqual([solanaVerifier])
  expect(siwx.verification).toBe('kit')
  expect(setup().siwx.verifiers).toBeUndefined()
  const onServer = setup({ verification: 'server', onSession: async () => {} }).siwx
  expect(onServer.verification).toBe('server')
  // @ts-expect-error: a site whose server verifies posts each session to it in onSession
  createSiwx({ verification: 'server' })
})

test('a message for another domain or uri is refused, even signed by the account', async () => {
  const { siwx } = setup()
  const elsewhere = createSiwx({
    domain: 'evil.example.com',
    uri: 'https://evil.example.com',
    now: clock().now,
  })
  const { data, message } = await elsewhere.createMessage({
    accountAddress: evm.address,
    chainId: 'eip155:1',
  })
  // The shop's own nonce, so that only the domain differs.
  const own = await siwx.createMessage({ accountAddress: evm.address, chainId: 'eip155:1' })
  const forged = message.replace(data.nonce, own.data.nonce)
  const signature = await evm.signMessage({ message: forged })
  await expect(
    siwx.addSession({ data: { ...data, nonce: own.data.nonce }, message: forged, signature }),
  ).rejects.toThrowError(/its message is for evil\.example\.com, not shop\.example\.com/)
  expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
})

test('a message that expired before it was offered is refused, and a fresh one is then kept', async () => {
  const { siwx, time } = setup({ expiresInMs: 60_000 })
  const { data, message } = await siwx.createMessage({ accountAddress: evm.address, chainId: 'eip155:1' })
  const signature = await evm.signMessage({ message })
  time.advance(60_000)
  await expect(siwx.addSession({ data, message, signature })).rejects.toThrowError(
    'its message has expired or is not valid yet',
  )
  await siwx.addSession(await signInEvm(siwx))
  expect(await siwx.getSessions('eip155:1', evm.address)).toHaveLength(1)
})

test('a signed message is kept once: offered again, or with a nonce this page never issued, it is refused', async () => {
  const { siwx } = setup()
  const session = await signInEvm(siwx)
  await siwx.addSession(session)
  await siwx.setSessions?.([])
  await expect(siwx.addSession(session)).rejects.toThrowError(
    'its nonce was not issued here, or was used already',
  )
  const other = setup().siwx
  await expect(other.addSession(await signInEvm(setup().siwx))).rejects.toThrowError(SiwxSessionRefusedError)
  expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
})

test('a message for another network than the session names is refused', async () => {
  const { siwx } = setup()
  const { data, message } = await siwx.createMessage({ accountAddress: evm.address, chainId: 'eip155:10' })
  const signature = await evm.signMessage({ message })
  await expect(
    siwx.addSession({ data: { ...data, chainId: 'eip155:1' }, message, signature }),
  ).rejects.toThrowError('its message names another account or network')
  expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
})

test("verification 'server': the session is kept only once the site's server accepted it", async () => {
  let accept = false
  const posted: SiwxSession[] = []
  const { siwx } = setup({
    verification: 'server',
    onSession: async (session) => {
      posted.push(session)
      if (!accept) throw new Error('401 bad-signature')
    },
  })
  await expect(siwx.addSession(await signInEvm(siwx))).rejects.toThrowError('401 bad-signature')
  expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
  accept = true
  await siwx.addSession(await signInEvm(siwx))
  expect(await siwx.getSessions('eip155:1', evm.address)).toHaveLength(1)
  expect(posted).toHaveLength(2)
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
