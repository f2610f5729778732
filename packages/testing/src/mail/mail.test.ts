import { createTransport, type SendMailOptions } from 'nodemailer'
import { afterEach, expect, test } from 'vitest'
import {
  type CapturedMail,
  type MailCatcher,
  MailCatcherStartError,
  readApprovalLink,
  readOneTimeCode,
  startMailCatcher,
} from './index.js'

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

async function startCatcher(options?: Parameters<typeof startMailCatcher>[0]): Promise<MailCatcher> {
  const catcher = await startMailCatcher(options)
  stops.push(catcher.stop)
  return catcher
}

/** Sends one message over SMTP the way a service would: its own connection, closed after. */
async function sendMail(
  catcher: MailCatcher,
  message: SendMailOptions,
  auth?: { user: string; pass: string },
): Promise<void> {
  const transport = createTransport({
    host: catcher.host,
    port: catcher.port,
    secure: false,
    ...(auth && { auth }),
  })
  try {
    await transport.sendMail({ from: '"LatchKit" <codes@latchkit.test>', ...message })
  } finally {
    transport.close()
  }
}

const signInMail = (to: string | string[], code: string): SendMailOptions => ({
  to,
  subject: 'Your LatchKit sign-in code',
  text: `Your code is ${code}. It expires in 10 minutes (sent 2026-01-05).`,
  html: `<p>Your code is <b>${code}</b>. It expires in 10 minutes.</p>`,
})

test('a mail sent over SMTP arrives with its sender, subject, text and HTML, credentials or not', async () => {
  const catcher = await startCatcher()
  expect(catcher.host).toBe('127.0.0.1')
  expect(catcher.port).toBeGreaterThan(0)
  const sentAt = Date.now()
  await sendMail(catcher, signInMail('visitor@example.test', '482913'), { user: 'service', pass: 'anything' })
  await sendMail(catcher, { to: 'second@example.test', subject: 'Plain', text: 'No HTML here.' })

  expect(catcher.messages()).toHaveLength(2)
  const [first, second] = catcher.messages() as [CapturedMail, CapturedMail]
  expect(first).toMatchObject({
    to: ['visitor@example.test'],
    from: '"LatchKit" <codes@latchkit.test>',
    subject: 'Your LatchKit sign-in code',
    text: 'Your code is 482913. It expires in 10 minutes (sent 2026-01-05).',
    html: '<p>Your code is <b>482913</b>. It expires in 10 minutes.</p>',
  })
  expect(first.receivedAt).toBeGreaterThanOrEqual(sentAt)
  expect(second).toMatchObject({ to: ['second@example.test'], subject: 'Plain', text: 'No HTML here.\n' })
  expect(second).not.toHaveProperty('html')
  expect(readOneTimeCode(first)).toBe('482913')
})

test('a mail to two recipients reaches both, whatever the case of the address waited for', async () => {
  const catcher = await startCatcher()
  await sendMail(catcher, { ...signInMail('Alice@example.test', '111222'), bcc: 'bob@example.test' })

  expect(catcher.messages()).toHaveLength(1)
  expect(catcher.messages()[0]?.to).toEqual(['Alice@example.test', 'bob@example.test'])
  const forAlice = await catcher.waitForMessage({ to: 'alice@EXAMPLE.test', timeoutMs: 1000 })
  const forBob = await catcher.waitForMessage({ to: 'BOB@example.test', timeoutMs: 1000 })
  expect(forAlice).toBe(forBob)
  expect(readOneTimeCode(forBob)).toBe('111222')
})

test('waitForMessage waits for a mail sent after it was called, skipping older ones and other subjects', async () => {
  const catcher = await startCatcher()
  await sendMail(catcher, signInMail('visitor@example.test', '100001'))
  const since = Date.now()
  let settled = false
  const waiting = catcher
    .waitForMessage({ to: 'visitor@example.test', subject: /sign-in code/, since })
    .finally(() => {
      settled = true
    })

  await sendMail(catcher, {
    to: 'visitor@example.test',
    subject: 'Welcome',
    text: 'Code 999999 is not this one.',
  })
  await sendMail(catcher, signInMail('someone-else@example.test', '300003'))
  expect(settled).toBe(false)
  await sendMail(catcher, signInMail('visitor@example.test', '200002'))

  const mail = await waiting
  expect(readOneTimeCode(mail)).toBe('200002')
  expect(mail.receivedAt).toBeGreaterThan(since)
  // Without `since` the first mail to the address answers at once.
  expect(readOneTimeCode(await catcher.waitForMessage({ to: 'visitor@example.test', timeoutMs: 0 }))).toBe(
    '100001',
  )
})

test('waitForMessage gives up after its timeout with MailWaitTimeoutError naming the address', async () => {
  const catcher = await startCatcher()
  await sendMail(catcher, { to: 'other@example.test', subject: 'Welcome', text: 'Hello.' })
  const startedAt = Date.now()
  const waiting = catcher.waitForMessage({ to: 'visitor@example.test', subject: 'Your code', timeoutMs: 300 })

  await expect(waiting).rejects.toMatchObject({ name: 'MailWaitTimeoutError' })
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290)
  await expect(waiting).rejects.toThrowErrorMatchingInlineSnapshot(`
    [MailWaitTimeoutError: No mail to visitor@example.test arrived within 300 ms.

    Subject: Your code
    Received meanwhile: "Welcome" to other@example.test]
  `)
})

test('clear() forgets the mail received so far', async () => {
  const catcher = await startCatcher()
  await sendMail(catcher, signInMail('visitor@example.test', '123456'))
  catcher.clear()
  expect(catcher.messages()).toEqual([])
  await expect(catcher.waitForMessage({ to: 'visitor@example.test', timeoutMs: 50 })).rejects.toMatchObject({
    name: 'MailWaitTimeoutError',
  })
})

test('readOneTimeCode takes the first group of exactly six digits, and refuses a mail without one', async () => {
  const catcher = await startCatcher()
  await sendMail(catcher, {
    to: 'visitor@example.test',
    subject: 'Code',
    text: 'Ref 1234567, then 654321, 777777.',
  })
  await sendMail(catcher, { to: 'visitor@example.test', subject: 'No code', text: 'Call 12345 or 1234567.' })
  expect(catcher.messages()).toHaveLength(2)
  const [withCode, withoutCode] = catcher.messages() as [CapturedMail, CapturedMail]

  expect(readOneTimeCode(withCode)).toBe('654321')
  expect(() => readOneTimeCode(withoutCode)).toThrowErrorMatchingInlineSnapshot(`
    [OneTimeCodeNotFoundError: The mail "No code" to visitor@example.test holds no 6-digit code.

    Text: Call 12345 or 1234567.]
  `)
})

test('stop() ends pending waits, refuses new mail and frees the port for a new server', async () => {
  const catcher = await startCatcher()
  const waiting = catcher.waitForMessage({ to: 'visitor@example.test' })
  await catcher.stop()
  await catcher.stop()

  await expect(waiting).rejects.toMatchObject({ name: 'MailCatcherStoppedError' })
  await expect(sendMail(catcher, signInMail('visitor@example.test', '123456'))).rejects.toMatchObject({
    code: 'ESOCKET',
  })
  const next = await startCatcher({ port: catcher.port })
  expect(next.port).toBe(catcher.port)
  await sendMail(next, signInMail('visitor@example.test', '246810'))
  expect(readOneTimeCode(await next.waitForMessage({ to: 'visitor@example.test' }))).toBe('246810')
})

test('a port already taken is refused with MailCatcherStartError', async () => {
  const catcher = await startCatcher()
  const start = startMailCatcher({ port: catcher.port })
  await expect(start).rejects.toBeInstanceOf(MailCatcherStartError)
  await expect(start).rejects.toMatchObject({
    shortMessage: `The mail catcher could not listen on 127.0.0.1:${catcher.port}.`,
    details: expect.stringContaining('EADDRINUSE'),
  })
})

test('readApprovalLink finds the device approval link a mail carries, and names a mail without one', async () => {
  const catcher = await startCatcher()
  await sendMail(catcher, {
    to: 'visitor@example.test',
    subject: 'Approve signing in to Shop',
    text: 'A browser asked to sign in.\nApprove it: http://localhost:4100/device?token=Ab-c_9\nIt expires in 10 minutes.',
  })
  await sendMail(catcher, signInMail('visitor@example.test', '123456'))
  const [approval, code] = catcher.messages() as [CapturedMail, CapturedMail]
  expect(readApprovalLink(approval)).toBe('http://localhost:4100/device?token=Ab-c_9')
  expect(() => readApprovalLink(code)).toThrow(/holds no approval link/)
})
