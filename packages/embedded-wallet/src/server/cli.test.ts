import { spawn } from 'node:child_process'
import { createHash, generateKeyPairSync } from 'node:crypto'
import { EventEmitter, once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type MailCatcher, readOneTimeCode, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runWalletServerCli } from './cli.js'
import { WalletServerCliError } from './errors.js'
import { apiClient, newKey } from './test-utils/walletServerRig.js'

// `latchkit-wallet-server --config file.json`, with secrets in the environment, as an operator runs it.

let mail: MailCatcher
const directory = mkdtempSync(join(tmpdir(), 'latchkit-wallet-cli-'))
const configPath = join(directory, 'wallet.json')
// One key for the file's data directory, which every test here starts on.
const keyEncryptionKey = newKey()

beforeAll(async () => {
  mail = await startMailCatcher()
  writeFileSync(
    configPath,
    JSON.stringify({
      projects: [{ id: 'shop', name: 'CLI Shop', allowedOrigins: ['https://shop.example.test'] }],
      smtp: { host: 'ignored.example.test', port: 25, from: 'wallet@shop.example.test' },
      database: { kind: 'pglite', dataDir: './data' },
    }),
  )
})
afterAll(async () => {
  await mail?.stop()
  rmSync(directory, { recursive: true, force: true })
})

test('the CLI reads the file and the environment, prints the URL and stops on SIGTERM', async () => {
  const printed: string[] = []
  const signals = new EventEmitter()
  const run = await runWalletServerCli(
    ['--config', configPath],
    { LATCHKIT_KEK: keyEncryptionKey, LATCHKIT_SMTP_URL: `smtp://${mail.host}:${mail.port}` },
    { write: (text) => printed.push(text), signals: signals as never },
  )
  expect(printed).toEqual([`LatchKit wallet server listening on ${run.server.url}\n`])
  // The SMTP URL replaced the file's server and kept its sender; the data directory is the file's.
  const since = Date.now()
  await apiClient(run.server.url).post('/v1/auth/email/start', {
    projectId: 'shop',
    email: 'cli@example.test',
  })
  const message = await mail.waitForMessage({ to: 'cli@example.test', since })
  expect(message.subject).toBe(`${readOneTimeCode(message)} is your code for CLI Shop`)
  expect(message.from).toBe('wallet@shop.example.test')

  signals.emit('SIGTERM')
  await run.stop()
  await expect(fetch(`${run.server.url}/.well-known/jwks.json`)).rejects.toThrow()
  expect(signals.listenerCount('SIGINT')).toBe(0)
})

test('device approval is turned on from the file', async () => {
  const approvingConfig = join(directory, 'approving.json')
  writeFileSync(
    approvingConfig,
    JSON.stringify({
      projects: [{ id: 'shop', name: 'CLI Shop', allowedOrigins: ['https://shop.example.test'] }],
      smtp: { host: mail.host, port: mail.port, from: 'wallet@shop.example.test' },
      deviceApproval: true,
    }),
  )
  const run = await runWalletServerCli(
    ['--config', approvingConfig],
    { LATCHKIT_KEK: newKey() },
    { write: () => {}, signals: new EventEmitter() as never },
  )
  try {
    const api = apiClient(run.server.url)
    expect((await api.get('/v1/projects/shop')).body).toMatchObject({ deviceApproval: true })
    const since = Date.now()
    const started = await api.post('/v1/auth/email/start', {
      projectId: 'shop',
      email: 'cli.device@example.test',
    })
    expect(started.body).toMatchObject({ action: 'VERIFY_DEVICE' })
    const message = await mail.waitForMessage({ to: 'cli.device@example.test', since })
    expect(message.subject).toBe('Approve signing in to CLI Shop')
  } finally {
    await run.stop()
  }
})

test("Apple's key file is found next to the configuration file, and Apple is offered", async () => {
  const appleConfig = join(directory, 'apple.json')
  const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
  writeFileSync(join(directory, 'AuthKey_KEY1234567.p8'), key.export({ format: 'pem', type: 'pkcs8' }))
  writeFileSync(
    appleConfig,
    JSON.stringify({
      projects: [{ id: 'shop', name: 'CLI Shop', allowedOrigins: ['https://shop.example.test'] }],
      smtp: { host: mail.host, port: mail.port, from: 'wallet@shop.example.test' },
      social: {
        apple: {
          clientId: 'com.example.wallet.web',
          teamId: 'A1B2C3D4E5',
          keyId: 'KEY1234567',
          privateKeyFile: './AuthKey_KEY1234567.p8',
        },
      },
    }),
  )
  // Started from elsewhere: the relative path is the file's, not the working directory's.
  expect(process.cwd()).not.toBe(directory)
  const run = await runWalletServerCli(
    ['--config', appleConfig],
    { LATCHKIT_KEK: newKey() },
    { write: () => {}, signals: new EventEmitter() as never },
  )
  try {
    const attempt = await apiClient(run.server.url).post('/v1/auth/social/attempts', {
      projectId: 'shop',
      provider: 'apple',
      secretHash: createHash('sha256').update('frame secret').digest('base64url'),
      siteOrigin: 'https://shop.example.test',
    })
    expect(attempt.status).toBe(200)
  } finally {
    await run.stop()
  }
})

test('the CLI explains a missing --config, an unreadable file and a missing key', async () => {
  await expect(runWalletServerCli([], {})).rejects.toThrow(/Usage: latchkit-wallet-server --config/)
  await expect(runWalletServerCli(['--config', join(directory, 'none.json')], {})).rejects.toBeInstanceOf(
    WalletServerCliError,
  )
  await expect(runWalletServerCli([`--config=${configPath}`], {})).rejects.toMatchObject({
    name: 'WalletServerConfigError',
    field: 'keyEncryptionKey',
  })
})

test('as a process, it serves until SIGTERM and then exits cleanly', async () => {
  const launcher = join(directory, 'launch.mjs')
  const cliModule = fileURLToPath(new URL('./cli.ts', import.meta.url))
  writeFileSync(
    launcher,
    `import { runWalletServerCli } from ${JSON.stringify(cliModule)}\nawait runWalletServerCli(process.argv.slice(2), process.env)\n`,
  )
  const child = spawn(process.execPath, ['--import', 'tsx', launcher, '--config', configPath], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    env: {
      ...process.env,
      LATCHKIT_KEK: keyEncryptionKey,
      LATCHKIT_SMTP_URL: `smtp://${mail.host}:${mail.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = once(child, 'exit')
  let output = ''
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /listening on (http:\/\/[^\s,]+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', () => reject(new Error(`exited early: ${output}`)))
  })
  expect((await fetch(`${url}/.well-known/jwks.json`)).status).toBe(200)
  child.kill('SIGTERM')
  const [code, signal] = await exited
  expect({ code, signal }).toEqual({ code: 0, signal: null })
}, 30_000)
