import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer } from './createWalletServer.js'
import { InsecureListenError } from './errors.js'
import { rigConfig } from './test-utils/walletServerRig.js'

let mail: MailCatcher
const directory = mkdtempSync(join(tmpdir(), 'latchkit-wallet-tls-'))

beforeAll(async () => {
  mail = await startMailCatcher()
})
afterAll(async () => {
  await mail?.stop()
  rmSync(directory, { recursive: true, force: true })
})

test('the service refuses plain HTTP on a non-loopback address before opening anything', async () => {
  await expect(createWalletServer(rigConfig(mail, { host: '0.0.0.0' }))).rejects.toBeInstanceOf(
    InsecureListenError,
  )
})

test('with a key and certificate it serves HTTPS', async () => {
  const keyFile = join(directory, 'key.pem')
  const certFile = join(directory, 'cert.pem')
  await promisify(execFile)('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
    ...['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
  ])
  const cert = readFileSync(certFile)
  const server = await createWalletServer(rigConfig(mail, { tls: { key: readFileSync(keyFile), cert } }))
  try {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    const status = await new Promise<number | undefined>((resolve, reject) =>
      request(`${server.url}/.well-known/jwks.json`, { ca: cert }, (response) => {
        response.resume()
        resolve(response.statusCode)
      })
        .on('error', reject)
        .end(),
    )
    expect(status).toBe(200)
  } finally {
    await server.close()
  }
})
