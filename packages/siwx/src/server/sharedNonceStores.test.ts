import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SiwxMessage } from '@latchkit/core'
import { type Postgres, type Redis, startPostgres, startRedis } from '@latchkit/testing/databases'
import { ed25519 } from '@noble/curves/ed25519.js'
import bs58 from 'bs58'
import pg from 'pg'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NonceStoreOptionsError } from '../errors.js'
import { formatSiwxMessage } from '../message/formatMessage.js'
import { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
import { issueNonce } from './issueNonce.js'
import type { NonceStore } from './nonceStore.js'
import { createPostgresNonceStore } from './postgresNonceStore.js'
import { createRedisNonceStore } from './redisNonceStore.js'
import { verifySignIn } from './verifySignIn.js'

// Two instances of a site's sign-in server, each with its own connection to one real PostgreSQL
// and one real Redis (the rig starts both): what one instance issued, the other must honour once,
// and a replay must be refused wherever it is sent.

let postgres: Postgres
let redis: Redis
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  ;[postgres, redis] = await Promise.all([startPostgres(), startRedis()])
}, 90_000)
afterAll(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => {})
  await Promise.all([postgres?.stop(), redis?.stop()])
})

/**
 * A pool on the test's PostgreSQL, ended after the tests. Idle connections the server drops (it
 * stops right after) are reported on the pool's 'error' event, which node-postgres turns into an
 * uncaught exception when nothing listens, as a site's pool must listen too.
 */
function testPool(max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: postgres.url, max })
  pool.on('error', () => {})
  closers.push(() => pool.end())
  return pool
}

async function postgresStore(): Promise<NonceStore> {
  const pool = testPool(4)
  return createPostgresNonceStore({ query: (text, values) => pool.query(text, values) })
}

async function redisStore(): Promise<NonceStore> {
  const client = await createClient({ url: redis.url }).connect()
  closers.push(() => client.close())
  return createRedisNonceStore({ command: (args) => client.sendCommand(args) })
}

const domain = 'shop.example.com'

/** One server instance: `GET /nonce` issues a nonce, `POST /verify` checks a signed message. */
async function startInstance(nonceStore: NonceStore): Promise<string> {
  const verifier = createSolanaVerifier()
  const server: Server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET' && request.url === '/nonce')
      return reply(200, { nonce: await issueNonce({ nonceStore }) })
    let text = ''
    for await (const chunk of request) text += chunk
    const { message, signature } = JSON.parse(text)
    const result = await verifySignIn({ message, signature, expected: { domain }, nonceStore, verifier })
    return reply(result.ok ? 200 : 401, result.ok ? { address: result.data.accountAddress } : result)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(resolve)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A visitor's Solana wallet: signs the CAIP-122 message the page builds around `nonce`. */
const secretKey = ed25519.utils.randomSecretKey()
const address = bs58.encode(ed25519.getPublicKey(secretKey))
function signIn(nonce: string) {
  const data: SiwxMessage = {
    accountAddress: address,
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    domain,
    uri: `https://${domain}`,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
  }
  const message = formatSiwxMessage(data)
  return { message, signature: bs58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)) }
}

const getNonce = async (instance: string) =>
  ((await (await fetch(`${instance}/nonce`)).json()) as { nonce: string }).nonce
const verify = async (instance: string, signed: ReturnType<typeof signIn>) => {
  const response = await fetch(`${instance}/verify`, { method: 'POST', body: JSON.stringify(signed) })
  return { status: response.status, body: await response.json() }
}

describe.each([
  ['PostgreSQL', postgresStore],
  ['Redis', redisStore],
])('a nonce store in %s shared by two server instances', (_, createStore) => {
  let first: string
  let second: string
  let storeOfFirst: NonceStore
  beforeAll(async () => {
    storeOfFirst = await createStore()
    first = await startInstance(storeOfFirst)
    second = await startInstance(await createStore())
  })

  test('a sign-in issued by one instance is accepted by the other once; its replay is refused on both', async () => {
    const signed = signIn(await getNonce(first))
    expect(await verify(second, signed)).toEqual({ status: 200, body: { address } })
    expect(await verify(first, signed)).toEqual({ status: 401, body: { ok: false, reason: 'reused-nonce' } })
    expect(await verify(second, signed)).toEqual({ status: 401, body: { ok: false, reason: 'reused-nonce' } })
  })

  test('one message sent to both instances at once, eight times: exactly one sign-in is accepted', async () => {
    const signed = signIn(await getNonce(second))
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) => verify(index % 2 ? first : second, signed)),
    )
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome.body.reason === 'reused-nonce')).toHaveLength(7)
  })

  test('an expired nonce and one never issued are refused; a forged signature does not use the nonce up', async () => {
    const expiring = await issueNonce({ nonceStore: storeOfFirst, ttlMs: 50 })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await verify(second, signIn(expiring))).body).toEqual({ ok: false, reason: 'reused-nonce' })
    expect((await verify(second, signIn('neverIssued0000'))).body).toEqual({
      ok: false,
      reason: 'reused-nonce',
    })

    const nonce = await getNonce(first)
    const forged = { ...signIn(nonce), signature: signIn('someOtherNonce1').signature }
    expect((await verify(second, forged)).body).toEqual({ ok: false, reason: 'bad-signature' })
    expect((await verify(second, signIn(nonce))).status).toBe(200)
  })
})

describe('createPostgresNonceStore', () => {
  test('refuses a table name that is not a plain SQL name, with a typed error', () => {
    const query = async () => ({ rows: [] })
    for (const table of ['nonces; DROP TABLE users', 'Nonces', 'a.b.c', '"quoted"', ''])
      expect(() => createPostgresNonceStore({ query, table })).toThrow(NonceStoreOptionsError)
  })

  test('prunes expired nonces as new ones are issued, and uses the table it is given', async () => {
    const pool = testPool(1)
    await pool.query('CREATE SCHEMA IF NOT EXISTS auth')
    const nonceStore = createPostgresNonceStore({
      query: (text, values) => pool.query(text, values),
      table: 'auth.siwx_nonces',
    })
    const kept = async () =>
      (await pool.query('SELECT nonce FROM auth.siwx_nonces ORDER BY nonce')).rows.map((row) => row.nonce)
    const expiring = await issueNonce({ nonceStore, ttlMs: 1 })
    expect(await kept()).toEqual([expiring])
    await new Promise((resolve) => setTimeout(resolve, 20))
    const fresh = await issueNonce({ nonceStore })
    expect(await kept()).toEqual([fresh])
  })

  test('with createTable off it creates nothing: a missing table fails the request', async () => {
    const pool = testPool(1)
    const nonceStore = createPostgresNonceStore({
      query: (text, values) => pool.query(text, values),
      table: 'not_created',
      createTable: false,
    })
    await expect(issueNonce({ nonceStore })).rejects.toThrow(/relation "not_created" does not exist/)
  })
})
