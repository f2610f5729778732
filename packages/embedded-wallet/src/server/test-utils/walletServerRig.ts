import { randomBytes } from 'node:crypto'
import type { MailCatcher } from '@latchkit/testing/mail'
import { readOneTimeCode } from '@latchkit/testing/mail'
import { expect } from 'vitest'
import type { SessionResponse } from '../api.js'
import type { WalletServerConfig, WalletServerLogEntry } from '../config/walletServerConfig.js'

// What the service's tests share: a configuration pointing at the rig's mail catcher, a client
// that calls the API as the frame does (from the service's own origin), and the sign-in steps.

/** A fresh key-encryption key, as an operator would make one (`openssl rand -base64 32`). */
export const newKey = () => randomBytes(32).toString('base64')

export const siteOrigin = 'https://shop.example.test'
export const projectId = 'shop'

/** A test clock: starts now, moves only when told. */
export function createTestClock(start = Date.now()) {
  let now = start
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms
    },
  }
}

/** A configuration for the rig: the mail catcher as SMTP, the shop project, logs kept in `logs`. */
export function rigConfig(
  mail: MailCatcher,
  overrides: Partial<WalletServerConfig> = {},
  logs: WalletServerLogEntry[] = [],
): WalletServerConfig {
  return {
    keyEncryptionKey: newKey(),
    smtp: { host: mail.host, port: mail.port, from: '"Shop wallet" <wallet@shop.example.test>' },
    projects: [
      { id: projectId, name: 'Example Shop', allowedOrigins: [siteOrigin, 'https://*.shop.example.test'] },
    ],
    log: (entry) => logs.push(entry),
    ...overrides,
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers by their shape (toMatchObject, toEqual).
export type ApiCall = { status: number; headers: Headers; body: any }

/**
 * Calls the service's API as the frame does: JSON, from `origin` (the service's own by default),
 * with `headers` on every request (a browser's User-Agent, say).
 */
export function apiClient(
  baseUrl: string,
  origin: string | null = baseUrl,
  headers: Record<string, string> = {},
) {
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ): Promise<ApiCall> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...headers,
        ...(origin === null ? {} : { origin }),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
  }
  return {
    get: (path: string, token?: string) => call('GET', path, token ? { token } : {}),
    post: (path: string, body: unknown = {}, token?: string) =>
      call('POST', path, { body, ...(token ? { token } : {}) }),
    put: (path: string, body: unknown, token?: string) =>
      call('PUT', path, { body, ...(token ? { token } : {}) }),
  }
}

export type ApiClient = ReturnType<typeof apiClient>

/** Asks for a login code and reads it from the mailbox. */
export async function requestLoginCode(api: ApiClient, mail: MailCatcher, email: string): Promise<string> {
  const since = Date.now()
  const started = await api.post('/v1/auth/email/start', { projectId, email })
  expect(started.body).toEqual({ action: 'VERIFY_OTP' })
  return readOneTimeCode(await mail.waitForMessage({ to: email, since, timeoutMs: 10_000 }))
}

/** Signs in by email end to end: the code from the mailbox, then the session. */
export async function signIn(api: ApiClient, mail: MailCatcher, email: string): Promise<SessionResponse> {
  const code = await requestLoginCode(api, mail, email)
  const verified = await api.post('/v1/auth/email/verify', { projectId, email, code })
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  return verified.body
}

/** A wallet body as the frame sends it: random share bytes and the frame's recovery envelope. */
export function walletBody() {
  return {
    evmAddress: `0x${randomBytes(20).toString('hex')}`,
    solanaAddress: 'So11111111111111111111111111111111111111112',
    authShare: randomBytes(33).toString('base64'),
    recoveryEnvelope: {
      version: 1,
      kdf: 'argon2id',
      salt: randomBytes(16).toString('base64'),
      ciphertext: 'opaque',
    },
  }
}
