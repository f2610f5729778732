import {
  type CapturedMail,
  type MailCatcher,
  readApprovalLink,
  readOneTimeCode,
  startMailCatcher,
} from '@latchkit/testing/mail'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import {
  type ApiClient,
  apiClient,
  createTestClock,
  projectId,
  rigConfig,
  siteOrigin,
} from './test-utils/walletServerRig.js'

// Device approval (spec action VERIFY_DEVICE) as a visitor meets it: a browser new to an address
// gets a mailed link instead of a code, the address's owner approves or refuses it on the link's
// page, and only then does that browser get its code. Real SMTP to the rig's mail catcher, PGlite,
// the service's clock moved by the test.

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
const cooldownMs = 31_000

let mail: MailCatcher
let server: WalletServer
let plainServer: WalletServer
const clock = createTestClock()

beforeAll(async () => {
  mail = await startMailCatcher()
  ;[server, plainServer] = await Promise.all([
    createWalletServer(rigConfig(mail, { deviceApproval: true, now: clock.now })),
    createWalletServer(rigConfig(mail, { now: clock.now })),
  ])
})
afterAll(async () => {
  await Promise.all([server?.close(), plainServer?.close()])
  await mail?.stop()
})

/** The frame of a browser whose User-Agent is `userAgent`. */
const browser = (userAgent = firefox, on: WalletServer = server) =>
  apiClient(on.url, on.url, { 'user-agent': userAgent })

const start = (api: ApiClient, body: Record<string, unknown>) =>
  api.post('/v1/auth/email/start', { projectId, ...body })

const status = (deviceApprovalId: string) => browser().post('/v1/auth/device/status', { deviceApprovalId })

/** The next mail to `email` received after `since`. */
const nextMail = (email: string, since: number) =>
  mail.waitForMessage({ to: email, since, timeoutMs: 10_000 })

/** The approval link's page as a mail client opens it: a top-level GET, no Origin. */
async function openLink(link: string) {
  const response = await fetch(link)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** The approval page's form, posted from `origin` (the service's own, as the page itself does). */
async function answerLink(link: string, decision: 'approve' | 'deny', origin: string | null = server.url) {
  const token = new URL(link).searchParams.get('token') ?? ''
  const response = await fetch(new URL('/device', server.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === null ? {} : { origin }),
    },
    body: new URLSearchParams({ token, decision }).toString(),
  })
  return { status: response.status, text: await response.text() }
}

/** A browser new to `email` asks to sign in; gives its approval id and the mailed link. */
async function askApproval(api: ApiClient, email: string) {
  const since = Date.now()
  const started = await start(api, { email })
  expect(started.body, JSON.stringify(started.body)).toMatchObject({ action: 'VERIFY_DEVICE' })
  const approvalMail = await nextMail(email, since)
  return {
    deviceApprovalId: started.body.deviceApprovalId as string,
    link: readApprovalLink(approvalMail),
    approvalMail,
  }
}

/** The whole first sign-in of a new browser: approval, then code, then session (with its device token). */
async function signInNewBrowser(api: ApiClient, email: string) {
  const { deviceApprovalId, link } = await askApproval(api, email)
  expect((await answerLink(link, 'approve')).status).toBe(200)
  const since = Date.now()
  expect((await start(api, { email, deviceApprovalId })).body).toEqual({ action: 'VERIFY_OTP' })
  const code = readOneTimeCode(await nextMail(email, since))
  const verified = await api.post('/v1/auth/email/verify', { projectId, email, code, deviceApprovalId })
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  return verified.body
}

/** A known browser signs in again with its device token: the code comes at once. */
async function signInKnownBrowser(api: ApiClient, email: string, deviceToken: string) {
  const since = Date.now()
  expect((await start(api, { email, deviceToken })).body).toEqual({ action: 'VERIFY_OTP' })
  const code = readOneTimeCode(await nextMail(email, since))
  const verified = await api.post('/v1/auth/email/verify', { projectId, email, code, deviceToken })
  expect(verified.status).toBe(200)
  return verified.body
}

describe('with device approval off', () => {
  test('a code is mailed at once, and a sign-in hands the browser a new device token each time', async () => {
    const api = browser(firefox, plainServer)
    expect((await api.get(`/v1/projects/${projectId}`)).body).toMatchObject({ deviceApproval: false })
    const email = 'plain@example.test'
    const tokens: string[] = []
    for (let signIn = 0; signIn < 2; signIn++) {
      const since = Date.now()
      expect((await start(api, { email })).body).toEqual({ action: 'VERIFY_OTP' })
      const code = readOneTimeCode(await nextMail(email, since))
      const verified = await api.post('/v1/auth/email/verify', { projectId, email, code })
      expect(verified.status).toBe(200)
      expect(verified.body).toMatchObject({ accessToken: expect.any(String), user: { email } })
      expect(verified.body.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
      tokens.push(verified.body.deviceToken)
      clock.advance(cooldownMs)
    }
    expect(tokens[0]).not.toBe(tokens[1])
  })
})

describe('with device approval on', () => {
  test('a new browser gets VERIFY_DEVICE and a mailed link naming it, and no code', async () => {
    const api = browser()
    expect((await api.get(`/v1/projects/${projectId}`)).body).toMatchObject({ deviceApproval: true })
    const email = 'new.browser@example.test'
    const since = Date.now()
    const started = await start(api, { email })
    expect(started).toMatchObject({
      status: 200,
      body: {
        action: 'VERIFY_DEVICE',
        deviceApprovalId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresIn: 600,
      },
    })
    expect(Object.keys(started.body).sort()).toEqual(['action', 'deviceApprovalId', 'expiresIn'])
    const approvalMail = await nextMail(email, since)
    expect(approvalMail.subject).toBe('Approve signing in to Example Shop')
    expect(approvalMail.text).toContain('A browser asked to sign in to Example Shop with this email address.')
    expect(approvalMail.text).toContain(`Browser: ${firefox}`)
    expect(approvalMail.text).toContain('The link expires in 10 minutes.')
    expect(approvalMail.text).toContain('nobody can sign in with this address without it')
    const link = readApprovalLink(approvalMail)
    expect(link).toMatch(new RegExp(`^${server.url}/device\\?token=[A-Za-z0-9_-]{43}$`))
    // The browser's id is not the link: only the mailbox can approve.
    expect(link).not.toContain(started.body.deviceApprovalId)
    expect(() => readOneTimeCode(approvalMail)).toThrow()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.messages().filter((message) => message.to.includes(email))).toHaveLength(1)
    expect(await status(started.body.deviceApprovalId)).toMatchObject({
      status: 200,
      body: { state: 'pending' },
    })
  })

  test("the link's page names the project, the address, the browser (inert) and the time, under a strict CSP", async () => {
    const email = 'page@example.test'
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>'
    clock.advance(cooldownMs)
    const askedAt = new Date(clock.now())
    const { deviceApprovalId, link } = await askApproval(browser(hostile), email)
    const page = await openLink(link)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]{43}='; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/,
    )
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
    expect(page.text).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(page.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(page.text).toContain('<title>Approve signing in to Example Shop</title>')
    expect(page.text).toContain('Approve this sign-in?')
    expect(page.text).toContain('<dd>Example Shop</dd>')
    expect(page.text).toContain(`<dd>${email}</dd>`)
    expect(page.text).toContain(
      '<dd>&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#62;&#60;img src=x onerror=alert(2)&#62;</dd>',
    )
    expect(page.text).not.toContain('<script')
    expect(page.text).not.toContain('<img')
    expect(page.text).toContain(`${askedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`)
    const token = new URL(link).searchParams.get('token')
    expect(page.text).toContain('<form method="post" action="/device"')
    expect(page.text).toContain(`<input type="hidden" name="token" value="${token}">`)
    expect(page.text).toMatch(
      /<button type="submit" class="approve" name="decision" value="approve">Approve<\/button>/,
    )
    expect(page.text).toMatch(
      /<button type="submit" class="deny" name="decision" value="deny">This was not me<\/button>/,
    )
    // Opening the link twice (a mail scanner, then the visitor) approves nothing.
    expect((await openLink(link)).status).toBe(200)
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'pending' })
  })

  test('a decision posted from another origin, or with none, is refused and changes nothing', async () => {
    const email = 'forged@example.test'
    const { deviceApprovalId, link } = await askApproval(browser(), email)
    for (const origin of [siteOrigin, 'null', null]) {
      const forged = await answerLink(link, 'approve', origin)
      expect(forged.status).toBe(403)
      expect(forged.text).toContain('Request refused')
    }
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'pending' })
    expect((await start(browser(), { email, deviceApprovalId })).body).toEqual({
      error: { code: 'unauthorized', message: 'Device not approved', reason: 'DEVICE_NOT_APPROVED' },
    })
  })

  test('approved, the browser gets its code once; the id does not work twice', async () => {
    const api = browser()
    const email = 'approved@example.test'
    clock.advance(cooldownMs)
    const { deviceApprovalId, link } = await askApproval(api, email)
    const answered = await answerLink(link, 'approve')
    expect(answered.status).toBe(200)
    expect(answered.text).toContain(
      'The browser that asked can now sign in. Go back to Example Shop to finish.',
    )
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'approved' })
    // The link is spent: its page and a second answer say so.
    expect((await openLink(link)).status).toBe(410)
    expect(await answerLink(link, 'deny')).toMatchObject({
      status: 410,
      text: expect.stringContaining('expired or was already used'),
    })

    // No 30 s wait after approving: the approval mail went out a moment ago, no code yet.
    const since = Date.now()
    expect(await start(api, { email, deviceApprovalId })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
    const code = readOneTimeCode(await nextMail(email, since))
    const verified = await api.post('/v1/auth/email/verify', { projectId, email, code, deviceApprovalId })
    expect(verified).toMatchObject({
      status: 200,
      body: { user: { email }, deviceToken: expect.any(String) },
    })

    clock.advance(cooldownMs)
    expect(await start(api, { email, deviceApprovalId })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Device not approved' } },
    })
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'expired' })
  })

  test('an approval works only for the address and project it was asked for', async () => {
    const api = browser()
    const { deviceApprovalId, link } = await askApproval(api, 'owner@example.test')
    await answerLink(link, 'approve')
    expect(await start(api, { email: 'someone.else@example.test', deviceApprovalId })).toMatchObject({
      status: 401,
      body: { error: { message: 'Device not approved' } },
    })
    // Still usable by the browser it was for.
    expect((await start(api, { email: 'owner@example.test', deviceApprovalId })).body).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  test('refused, the browser is told so and cannot use the approval', async () => {
    const email = 'denied@example.test'
    const { deviceApprovalId, link } = await askApproval(browser(), email)
    const answered = await answerLink(link, 'deny')
    expect(answered.status).toBe(200)
    expect(answered.text).toContain('Sign-in refused')
    expect(answered.text).toContain('That browser cannot use this link.')
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'denied' })
    expect(await start(browser(), { email, deviceApprovalId })).toMatchObject({
      status: 401,
      body: { error: { message: 'Device not approved' } },
    })
    expect(await answerLink(link, 'approve')).toMatchObject({ status: 410 })
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'denied' })
  })

  test('an approval expires with its link', async () => {
    const email = 'late.approval@example.test'
    const { deviceApprovalId, link } = await askApproval(browser(), email)
    clock.advance(10 * 60_000)
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'expired' })
    const page = await openLink(link)
    expect(page.status).toBe(410)
    expect(page.text).toContain('This link has expired or was already used')
    expect(await answerLink(link, 'approve')).toMatchObject({ status: 410 })
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'expired' })
  })

  test('an approved id past its expiry gets no code', async () => {
    const email = 'approved.late@example.test'
    const { deviceApprovalId, link } = await askApproval(browser(), email)
    await answerLink(link, 'approve')
    clock.advance(10 * 60_000)
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'expired' })
    expect((await start(browser(), { email, deviceApprovalId })).status).toBe(401)
  })

  test('a browser that signed in before gets its code at once; another address or browser does not', async () => {
    const api = browser()
    const email = 'returning@example.test'
    const first = await signInNewBrowser(api, email)
    clock.advance(cooldownMs)
    const since = Date.now()
    const again = await start(api, { email, deviceToken: first.deviceToken })
    expect(again.body).toEqual({ action: 'VERIFY_OTP' })
    expect(readOneTimeCode(await nextMail(email, since))).toMatch(/^\d{6}$/)

    // Its token is that address's: for another one, the link comes, as for any new browser.
    expect(
      (await start(api, { email: 'other.address@example.test', deviceToken: first.deviceToken })).body,
    ).toMatchObject({
      action: 'VERIFY_DEVICE',
    })
    // A token the service never issued is no better than none.
    clock.advance(cooldownMs)
    expect((await start(api, { email, deviceToken: 'A'.repeat(43) })).body).toMatchObject({
      action: 'VERIFY_DEVICE',
    })
    // Not a token at all: refused as a malformed request.
    expect(await start(api, { email, deviceToken: 'not a token' })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    })
  })

  test('a code read out to someone else does not sign them in: it works only with the secret of the browser it was sent for', async () => {
    const visitor = browser()
    const email = 'read.out@example.test'
    const { deviceToken } = await signInNewBrowser(visitor, email)
    clock.advance(cooldownMs)
    // The visitor's own browser asks for a code (its device token skips the link)...
    const since = Date.now()
    expect((await start(visitor, { email, deviceToken })).body).toEqual({ action: 'VERIFY_OTP' })
    const code = readOneTimeCode(await nextMail(email, since))
    // ...and the visitor reads it to an attacker, whose browser holds no secret or another one.
    const attacker = browser('Mozilla/5.0 (Windows NT 10.0) Chrome/140.0')
    for (const secrets of [{}, { deviceToken: 'B'.repeat(43) }, { deviceApprovalId: 'C'.repeat(43) }])
      expect(
        await attacker.post('/v1/auth/email/verify', { projectId, email, code, ...secrets }),
      ).toMatchObject({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid code' } },
      })
    // Each try counted as a wrong one; the visitor's browser still signs in with the code.
    const verified = await visitor.post('/v1/auth/email/verify', { projectId, email, code, deviceToken })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  })

  test('each sign-in replaces the token it presented: the old one no longer skips approval', async () => {
    const api = browser()
    const email = 'rotation@example.test'
    const first = await signInNewBrowser(api, email)
    clock.advance(cooldownMs)
    const second = await signInKnownBrowser(api, email, first.deviceToken)
    expect(second.deviceToken).not.toBe(first.deviceToken)
    expect(second.user.id).toBe(first.user.id)
    clock.advance(cooldownMs)
    expect((await start(api, { email, deviceToken: first.deviceToken })).body).toMatchObject({
      action: 'VERIFY_DEVICE',
    })
    clock.advance(cooldownMs)
    expect((await start(api, { email, deviceToken: second.deviceToken })).body).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  test('an address with an account and one without get answers and emails of the same kind', async () => {
    const known = 'has.account@example.test'
    const unknown = 'no.account@example.test'
    await signInNewBrowser(browser(), known)
    clock.advance(cooldownMs)
    const api = browser()
    const answers: Record<string, unknown>[] = []
    const mails: CapturedMail[] = []
    for (const email of [known, unknown]) {
      const since = Date.now()
      const started = await start(api, { email })
      expect(started.status).toBe(200)
      answers.push(started.body)
      mails.push(await nextMail(email, since))
    }
    const [knownAnswer, unknownAnswer] = answers
    const shapeOf = (answer: Record<string, unknown> | undefined) =>
      Object.fromEntries(
        Object.entries(answer ?? {}).map(([key, value]) => [
          key,
          key === 'deviceApprovalId' ? typeof value : value,
        ]),
      )
    expect(shapeOf(knownAnswer)).toEqual({
      action: 'VERIFY_DEVICE',
      deviceApprovalId: 'string',
      expiresIn: 600,
    })
    expect(shapeOf(unknownAnswer)).toEqual(shapeOf(knownAnswer))
    const [knownMail, unknownMail] = mails as [CapturedMail, CapturedMail]
    expect(unknownMail.subject).toBe(knownMail.subject)
    const withoutLink = (message: CapturedMail) => message.text.replace(readApprovalLink(message), '<link>')
    expect(withoutLink(unknownMail)).toBe(withoutLink(knownMail))
  })

  test('the 30 s cooldown and the hourly limit count approval emails', async () => {
    const api = browser()
    const email = 'busy@example.test'
    await askApproval(api, email)
    clock.advance(10_000)
    expect(await start(api, { email })).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Please try again after 20 seconds' } },
    })
    // Five emails an hour to an address, approval links included.
    for (let sent = 1; sent < 5; sent++) {
      clock.advance(cooldownMs)
      await askApproval(api, email)
    }
    clock.advance(cooldownMs)
    expect(await start(api, { email })).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Rate Limited' } },
    })
  })

  test('the status of an unknown approval is 404; the route answers only the frame origin', async () => {
    expect(await status('B'.repeat(43))).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    })
    expect(await browser().post('/v1/auth/device/status', { deviceApprovalId: 'short' })).toMatchObject({
      status: 400,
    })
    const { deviceApprovalId } = await askApproval(browser(), 'polled@example.test')
    expect(
      await apiClient(server.url, siteOrigin).post('/v1/auth/device/status', { deviceApprovalId }),
    ).toMatchObject({
      status: 403,
      body: { error: { code: 'origin_not_allowed' } },
    })
  })

  test('a decision that is not a small form is refused', async () => {
    const { link } = await askApproval(browser(), 'bad.form@example.test')
    const token = new URL(link).searchParams.get('token') ?? ''
    const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
      fetch(new URL('/device', server.url), {
        method: 'POST',
        headers: { origin: server.url, 'content-type': contentType },
        body,
      }).then((response) => response.status)
    expect(await post(`token=${token}&decision=approve&pad=${'x'.repeat(3000)}`)).toBe(413)
    expect(await post(JSON.stringify({ token, decision: 'approve' }), 'application/json')).toBe(400)
    expect(await post(`token=${token}&decision=maybe`)).toBe(400)
    expect(await post('decision=approve')).toBe(400)
    expect((await openLink(link)).status).toBe(200) // still pending
    expect((await openLink(`${server.url}/device?token=${'C'.repeat(43)}`)).status).toBe(404)
    expect((await openLink(`${server.url}/device`)).status).toBe(404)
  })
})

test('polling the status is not counted against the per-IP limit', async () => {
  const limited = await createWalletServer(
    rigConfig(mail, { deviceApproval: true, now: clock.now, limits: { requestsPerIpPerMinute: 2 } }),
  )
  try {
    const api = apiClient(limited.url)
    const started = await start(api, { email: 'poller@example.test' })
    expect(started.body.action).toBe('VERIFY_DEVICE')
    for (let poll = 0; poll < 10; poll++)
      expect(
        await api.post('/v1/auth/device/status', { deviceApprovalId: started.body.deviceApprovalId }),
      ).toMatchObject({
        status: 200,
        body: { state: 'pending' },
      })
    await start(api, { email: 'poller2@example.test' })
    expect((await start(api, { email: 'poller3@example.test' })).status).toBe(429)
  } finally {
    await limited.close()
  }
})
