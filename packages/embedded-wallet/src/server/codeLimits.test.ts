import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import {
  apiClient,
  createTestClock,
  projectId,
  requestLoginCode,
  rigConfig,
} from './test-utils/walletServerRig.js'

// SECURITY.md, "Email sign-in": wrong, expired and replayed codes, the attempt limit, the 30 s
// cooldown, and the limits per address and per IP. The service's clock is the test's.

let mail: MailCatcher
let server: WalletServer
const clock = createTestClock()

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await createWalletServer(rigConfig(mail, { now: clock.now }))
})
afterAll(async () => {
  await server?.close()
  await mail?.stop()
})

const verify = (email: string, code: string) =>
  apiClient(server.url).post('/v1/auth/email/verify', { projectId, email, code })

/** Another code than `code`, of the same shape. */
const wrongCode = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0')

describe('one-time codes', () => {
  test('a wrong code is refused and counted; after five the right one is dead too', async () => {
    const email = 'attempts@example.test'
    const code = await requestLoginCode(apiClient(server.url), mail, email)
    for (let attempt = 1; attempt <= 5; attempt++)
      expect(await verify(email, wrongCode(code))).toMatchObject({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid code', reason: 'OTP_INVALID' } },
      })
    expect(await verify(email, code)).toMatchObject({
      status: 401,
      body: { error: { message: 'Code expired' } },
    })
  })

  test('four wrong tries still leave the right code working', async () => {
    const email = 'four@example.test'
    const code = await requestLoginCode(apiClient(server.url), mail, email)
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await verify(email, wrongCode(code))).status).toBe(401)
    expect((await verify(email, code)).status).toBe(200)
  })

  test('a code is refused after 10 minutes', async () => {
    const email = 'late@example.test'
    const code = await requestLoginCode(apiClient(server.url), mail, email)
    clock.advance(10 * 60_000)
    expect(await verify(email, code)).toMatchObject({
      status: 401,
      body: { error: { message: 'Code expired' } },
    })
  })

  test('a code works once', async () => {
    const email = 'replay@example.test'
    const code = await requestLoginCode(apiClient(server.url), mail, email)
    expect((await verify(email, code)).status).toBe(200)
    expect(await verify(email, code)).toMatchObject({
      status: 401,
      body: { error: { message: 'Code expired' } },
    })
  })

  test('only the newest code works, and only for the address and project it was sent for', async () => {
    const email = 'newest@example.test'
    const api = apiClient(server.url)
    const older = await requestLoginCode(api, mail, email)
    clock.advance(31_000)
    const newer = await requestLoginCode(api, mail, email)
    if (older !== newer) expect((await verify(email, older)).status).toBe(401)
    expect((await verify('someone.else@example.test', newer)).status).toBe(401)
    expect(await api.post('/v1/auth/email/verify', { projectId: 'other', email, code: newer })).toMatchObject(
      {
        status: 404,
        body: { error: { code: 'not_found', message: 'Invalid Project ID' } },
      },
    )
    expect((await verify(email, newer)).status).toBe(200)
  })

  test('malformed requests are refused with invalid_request', async () => {
    const api = apiClient(server.url)
    for (const body of [
      { projectId, email: 'not-an-email' },
      { projectId, email: 'two@@example.test' },
      { projectId, email: 'spaces in@example.test' },
      { projectId },
      { email: 'valid@example.test' },
      { projectId: 'a b', email: 'valid@example.test' },
    ])
      expect(await api.post('/v1/auth/email/start', body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid_request' } },
      })
    expect(
      (await api.post('/v1/auth/email/verify', { projectId, email: 'valid@example.test', code: 123456 }))
        .status,
    ).toBe(400)
    expect(
      (await api.post('/v1/auth/email/verify', { projectId, email: 'valid@example.test', code: '12345' }))
        .status,
    ).toBe(400)
  })
})

describe('rate limits', () => {
  test('a new login code within 30 s of the last is refused with the seconds to wait', async () => {
    const api = apiClient(server.url)
    const email = 'cooldown@example.test'
    await requestLoginCode(api, mail, email)
    clock.advance(12_000)
    const refused = await api.post('/v1/auth/email/start', { projectId, email })
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          message: 'Please try again after 18 seconds',
          // The modal says it in the visitor's language from these two.
          reason: 'EMAIL_LOGIN_TOO_SOON',
          seconds: 18,
        },
      },
    })
    expect(refused.headers.get('retry-after')).toBe('18')
    clock.advance(18_000)
    expect((await api.post('/v1/auth/email/start', { projectId, email })).status).toBe(200)
  })

  test('an address gets at most 5 codes an hour', async () => {
    const api = apiClient(server.url)
    const email = 'hourly@example.test'
    for (let sent = 1; sent <= 5; sent++) {
      expect((await api.post('/v1/auth/email/start', { projectId, email })).status).toBe(200)
      clock.advance(60_000)
    }
    const refused = await api.post('/v1/auth/email/start', { projectId, email })
    expect(refused).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Rate Limited' } },
    })
    // The first of the five leaves the hour 55 minutes from now.
    expect(refused.headers.get('retry-after')).toBe(String(55 * 60))
    expect(mail.messages().filter((message) => message.to.includes(email))).toHaveLength(5)
    clock.advance(55 * 60_000)
    expect((await api.post('/v1/auth/email/start', { projectId, email })).status).toBe(200)
  })

  test('an IP address gets a limited number of sign-in requests a minute', async () => {
    const limited = await createWalletServer(
      rigConfig(mail, { now: clock.now, trustProxy: true, limits: { requestsPerIpPerMinute: 3 } }),
    )
    try {
      /** A request through the proxy in front, which appended the client's `address`. */
      const from = (address: string) => (path: string, body: object) =>
        fetch(`${limited.url}${path}`, {
          method: 'POST',
          headers: {
            origin: limited.url,
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.9.9, ${address}`,
          },
          body: JSON.stringify({ projectId, ...body }),
        }).then((response) => ({ status: response.status, retryAfter: response.headers.get('retry-after') }))
      const first = from('192.0.2.1')
      for (let request = 1; request <= 3; request++)
        expect((await first('/v1/auth/email/start', { email: `ip${request}@example.test` })).status).toBe(200)
      expect(await first('/v1/auth/email/start', { email: 'ip4@example.test' })).toMatchObject({
        status: 429,
        retryAfter: '60',
      })
      // Guessing codes counts against the same budget.
      expect(
        (await first('/v1/auth/email/verify', { email: 'ip1@example.test', code: '000000' })).status,
      ).toBe(429)
      // Another client address has its own budget; the first one's frees after a minute.
      expect((await from('192.0.2.2')('/v1/auth/email/start', { email: 'ip5@example.test' })).status).toBe(
        200,
      )
      clock.advance(60_000)
      expect((await first('/v1/auth/email/start', { email: 'ip6@example.test' })).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
