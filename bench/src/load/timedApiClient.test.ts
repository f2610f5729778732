import { randomBytes } from 'node:crypto'
import { createWalletServer, type WalletServer } from '@latchkit/embedded-wallet/server'
import { freePort } from '@latchkit/testing/databases'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { UnexpectedAnswerError } from './errors.js'
import { createLoadRecorder } from './loadRecorder.js'
import { createTimedApiClient } from './timedApiClient.js'

// The client the virtual users call the instances with, against one real instance (in-memory
// PGlite, the mail catcher as SMTP): what it counts, and how it reports a wrong answer.

const publicUrl = 'https://wallet.timed.test'
let mail: MailCatcher
let instance: WalletServer

beforeAll(async () => {
  mail = await startMailCatcher()
  instance = await createWalletServer({
    publicUrl,
    keyEncryptionKey: randomBytes(32).toString('base64'),
    smtp: { host: mail.host, port: mail.port, from: 'wallet@timed.test' },
    projects: [{ id: 'timed', allowedOrigins: ['https://shop.timed.test'] }],
    log: () => {},
  })
}, 30_000)
afterAll(async () => {
  await instance?.close()
  await mail?.stop()
})

const clientOf = (instanceUrls: string[], origin = publicUrl) => {
  const recorder = createLoadRecorder(instanceUrls.length)
  return { recorder, call: createTimedApiClient({ instanceUrls, origin, recorder }) }
}

test('an answer as expected is timed under its kind and counted for its instance', async () => {
  const { recorder, call } = clientOf([instance.listenUrl])
  const body = await call('timed@example.test', 0, {
    kind: 'start',
    method: 'POST',
    path: '/v1/auth/email/start',
    body: { projectId: 'timed', email: 'timed@example.test' },
    expectedStatus: 200,
    check: (answer) => (answer.action === 'VERIFY_OTP' ? undefined : 'no VERIFY_OTP action'),
  })
  expect(body).toEqual({ action: 'VERIFY_OTP' })
  expect(recorder.latencies().start).toEqual([expect.any(Number)])
  expect(recorder.latencies().start[0]).toBeGreaterThan(0)
  expect(recorder.requestsPerInstance()).toEqual([1])
  expect(recorder.failures()).toEqual([])
})

test('another status is reported with the request, the instance, the status and the body', async () => {
  const { recorder, call } = clientOf([instance.listenUrl])
  const answer = call('nobody@example.test', 0, {
    kind: 'getWallet',
    method: 'GET',
    path: '/v1/wallet',
    expectedStatus: 200,
  })
  await expect(answer).rejects.toThrow(UnexpectedAnswerError)
  await expect(answer).rejects.toThrow('GET /v1/wallet on http://127.0.0.1:')
  expect(recorder.failures()).toEqual([
    {
      kind: 'getWallet',
      user: 'nobody@example.test',
      instance: instance.listenUrl,
      request: 'GET /v1/wallet',
      status: 401,
      body: expect.stringContaining('"code":"unauthorized"'),
      problem: 'status 401 instead of 200',
    },
  ])
  expect(recorder.latencies().getWallet).toEqual([])
  expect(recorder.requestsPerInstance()).toEqual([0])
})

test('the frame’s origin is the service’s public URL: another one is refused', async () => {
  const { recorder, call } = clientOf([instance.listenUrl], instance.listenUrl)
  await expect(
    call('other@example.test', 0, {
      kind: 'start',
      method: 'POST',
      path: '/v1/auth/email/start',
      body: { projectId: 'timed', email: 'other@example.test' },
      expectedStatus: 200,
    }),
  ).rejects.toThrow(UnexpectedAnswerError)
  expect(recorder.failures()[0]).toMatchObject({
    status: 403,
    body: expect.stringContaining('origin_not_allowed'),
  })
})

test('a body that fails its check is reported without the body, which may hold a token or a share', async () => {
  const { recorder, call } = clientOf([instance.listenUrl])
  await expect(
    call('checked@example.test', 0, {
      kind: 'start',
      method: 'POST',
      path: '/v1/auth/email/start',
      body: { projectId: 'timed', email: 'checked@example.test' },
      expectedStatus: 200,
      check: () => 'the share came back different',
    }),
  ).rejects.toThrow('the share came back different')
  expect(recorder.failures()).toEqual([
    expect.objectContaining({ status: 200, problem: 'the share came back different' }),
  ])
  expect(recorder.failures()[0]).not.toHaveProperty('body')
})

test('an instance that does not answer is reported as such', async () => {
  const nowhere = `http://127.0.0.1:${await freePort()}`
  const { recorder, call } = clientOf([nowhere])
  await expect(
    call('lost@example.test', 0, {
      kind: 'refresh',
      method: 'POST',
      path: '/v1/auth/refresh',
      body: {},
      expectedStatus: 200,
    }),
  ).rejects.toThrow(UnexpectedAnswerError)
  expect(recorder.failures()).toEqual([
    expect.objectContaining({
      kind: 'refresh',
      instance: nowhere,
      problem: expect.stringMatching(/^no answer/),
    }),
  ])
})
