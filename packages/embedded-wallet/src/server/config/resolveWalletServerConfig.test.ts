import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { InsecureListenError, WalletServerConfigError } from '../errors.js'
import { resolveWalletServerConfig } from './resolveWalletServerConfig.js'
import type { WalletServerConfig } from './walletServerConfig.js'

const base: WalletServerConfig = {
  keyEncryptionKey: randomBytes(32).toString('base64'),
  smtp: { host: '127.0.0.1', port: 2525, from: 'wallet@example.test' },
  projects: [{ id: 'shop', allowedOrigins: ['https://shop.example.test'] }],
}

const fieldOf = (config: Partial<WalletServerConfig> & Record<string, unknown>) => {
  try {
    resolveWalletServerConfig({ ...base, ...config } as WalletServerConfig)
  } catch (error) {
    if (error instanceof WalletServerConfigError) return error.field
    throw error
  }
  return undefined
}

test('the key-encryption key is required, as 32 bytes of base64, and the error names it', () => {
  expect(() =>
    resolveWalletServerConfig({ ...base, keyEncryptionKey: undefined } as never),
  ).toThrowErrorMatchingInlineSnapshot(
    `[WalletServerConfigError: Invalid wallet server configuration: keyEncryptionKey is missing: it must be exactly 32 bytes as base64.]`,
  )
  expect(fieldOf({ keyEncryptionKey: randomBytes(16).toString('base64') })).toBe('keyEncryptionKey')
  expect(fieldOf({ keyEncryptionKey: 'not base64 at all!' })).toBe('keyEncryptionKey')
  expect(fieldOf({ codeSecret: randomBytes(8).toString('base64') })).toBe('codeSecret')
  expect(fieldOf({ codeSecret: randomBytes(48).toString('base64') })).toBeUndefined()
})

test('without a code secret, one is derived from the key-encryption key, unlike it', () => {
  const resolved = resolveWalletServerConfig(base)
  expect(resolved.codeSecret).toHaveLength(32)
  expect(resolved.codeSecret.equals(resolved.keyEncryptionKey)).toBe(false)
  expect(resolveWalletServerConfig(base).codeSecret).toEqual(resolved.codeSecret)
})

test('plain HTTP is refused on a non-loopback host unless allowed or served over TLS', () => {
  for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1'])
    expect(resolveWalletServerConfig({ ...base, host }).host).toBe(host)
  for (const host of ['0.0.0.0', '192.0.2.10', 'wallet.example.test', '::'])
    expect(() => resolveWalletServerConfig({ ...base, host })).toThrow(InsecureListenError)
  expect(resolveWalletServerConfig({ ...base, host: '0.0.0.0', allowInsecureHttp: true }).host).toBe(
    '0.0.0.0',
  )
  expect(resolveWalletServerConfig({ ...base, host: '0.0.0.0', tls: { key: 'k', cert: 'c' } }).host).toBe(
    '0.0.0.0',
  )
})

test("allowed origins are plain origins: nothing that could add to the frame's CSP", () => {
  const withOrigin = (origin: string) => fieldOf({ projects: [{ id: 'shop', allowedOrigins: [origin] }] })
  for (const origin of [
    'https://shop.example.test',
    'https://*.example.test',
    'http://localhost:*',
    'HTTPS://Shop.Example.test/',
  ])
    expect(withOrigin(origin)).toBeUndefined()
  for (const origin of [
    'https://shop.example.test; script-src *',
    "https://shop.example.test 'unsafe-inline'",
    '*',
    'https://shop.example.test/path',
    'javascript:alert(1)',
    'https://*.*.example.test',
  ])
    expect(withOrigin(origin)).toBe('projects[0].allowedOrigins[0]')
  expect(
    resolveWalletServerConfig({
      ...base,
      projects: [{ id: 'shop', allowedOrigins: ['HTTPS://Shop.Example.test/'] }],
    }).projects[0]?.allowedOrigins,
  ).toEqual(['https://shop.example.test'])
})

test('projects need distinct ids of a safe shape; smtp, database and limits are checked', () => {
  expect(fieldOf({ projects: [{ id: 'a b', allowedOrigins: [] }] })).toBe('projects[0].id')
  expect(
    fieldOf({
      projects: [
        { id: 'shop', allowedOrigins: [] },
        { id: 'shop', allowedOrigins: [] },
      ],
    }),
  ).toBe('projects[1].id')
  expect(fieldOf({ smtp: { host: 'mail', port: 25 } as never })).toBe('smtp.from')
  expect(fieldOf({ database: { kind: 'mysql' } as never })).toBe('database')
  expect(fieldOf({ limits: { maxCodeAttempts: 0 } })).toBe('limits.maxCodeAttempts')
  expect(fieldOf({ publicUrl: 'ftp://wallet.example.test' })).toBe('publicUrl')
  expect(resolveWalletServerConfig({ ...base, publicUrl: 'https://wallet.example.test/' }).publicUrl).toBe(
    'https://wallet.example.test',
  )
  expect(resolveWalletServerConfig(base).limits).toEqual({
    codeTtlMs: 600_000,
    maxCodeAttempts: 5,
    codesPerEmailPerHour: 5,
    requestsPerIpPerMinute: 60,
    emailLoginCooldownMs: 30_000,
    refreshTokenIdleMs: 2_592_000_000,
  })
})

test('device approval is off unless turned on with a boolean', () => {
  expect(resolveWalletServerConfig(base).deviceApproval).toBe(false)
  expect(resolveWalletServerConfig({ ...base, deviceApproval: true }).deviceApproval).toBe(true)
  expect(fieldOf({ deviceApproval: 'yes' } as never)).toBe('deviceApproval')
})
