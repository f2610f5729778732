import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { readSmtpUrl } from './config/readSmtpUrl.js'
import type { WalletServerConfig } from './config/walletServerConfig.js'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import { WalletServerCliError } from './errors.js'

export type WalletServerCliRun = {
  server: WalletServer
  /** Stops the server (what SIGINT and SIGTERM do). */
  stop: () => Promise<void>
}

export type WalletServerCliIo = {
  /** Where the URL is printed. @default process.stdout */
  write?: (text: string) => void
  /** What the stop signals are awaited on. @default process */
  signals?: Pick<NodeJS.Process, 'once' | 'off'>
}

const usage = `Usage: latchkit-wallet-server --config <file.json>

The JSON file holds createWalletServer's configuration (projects, smtp, database, ...). Secrets
are better given in the environment, which overrides the file:
  LATCHKIT_KEK            the key-encryption key (32 bytes, base64)
  LATCHKIT_DATABASE_URL   postgres://... (default: PGlite, or the file's database)
  LATCHKIT_SMTP_URL       smtp(s)://user:pass@host:port?from=wallet@example.com
  LATCHKIT_RECOVERY_KEY   the recovery key, with managedRecovery (custodial)
`

/**
 * `latchkit-wallet-server`: reads the configuration file and the environment, starts the
 * service, prints its URL, and stops it on SIGINT or SIGTERM.
 *
 * @throws {WalletServerCliError} for a wrong command line or an unreadable file.
 * @throws {WalletServerConfigError} for a missing or wrong setting.
 */
export async function runWalletServerCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: WalletServerCliIo = {},
): Promise<WalletServerCliRun> {
  const write = io.write ?? ((text: string) => process.stdout.write(text))
  const signals = io.signals ?? process
  const configPath = readConfigPath(argv)
  const config = applyEnvironment(await readConfigFile(configPath), env)
  const server = await createWalletServer(config)
  let stopping: Promise<void> | undefined
  const stop = () => {
    signals.off('SIGINT', stop)
    signals.off('SIGTERM', stop)
    stopping ??= server.close()
    return stopping
  }
  signals.once('SIGINT', stop)
  signals.once('SIGTERM', stop)
  write(
    server.url === server.listenUrl
      ? `LatchKit wallet server listening on ${server.url}\n`
      : `LatchKit wallet server listening on ${server.listenUrl}, serving ${server.url}\n`,
  )
  return { server, stop }
}

function readConfigPath(argv: readonly string[]): string {
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? ''
    if (argument === '--config' && argv[index + 1]) return argv[index + 1] as string
    if (argument.startsWith('--config=')) return argument.slice('--config='.length)
  }
  throw new WalletServerCliError(usage)
}

async function readConfigFile(path: string): Promise<WalletServerConfig> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new WalletServerCliError(`Cannot read the configuration file ${path}.`, { cause: error })
  }
  let config: unknown
  try {
    config = JSON.parse(text)
  } catch (error) {
    throw new WalletServerCliError(`The configuration file ${path} is not valid JSON.`, { cause: error })
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    throw new WalletServerCliError(`The configuration file ${path} must hold a JSON object.`)
  return resolveRelativePaths(config as Record<string, unknown>, dirname(resolve(path)))
}

/**
 * Paths in the file (Apple's `privateKeyFile` too) are relative to the file; TLS key and
 * certificate files are read.
 */
async function resolveRelativePaths(
  config: Record<string, unknown>,
  directory: string,
): Promise<WalletServerConfig> {
  const resolved: Record<string, unknown> = { ...config }
  if (typeof config.frameAssetsDirectory === 'string')
    resolved.frameAssetsDirectory = resolve(directory, config.frameAssetsDirectory)
  const database = config.database as { kind?: unknown; dataDir?: unknown } | undefined
  if (database?.kind === 'pglite' && typeof database.dataDir === 'string')
    resolved.database = { ...database, dataDir: resolve(directory, database.dataDir) }
  const social = config.social as { apple?: { privateKeyFile?: unknown } } | undefined
  if (typeof social?.apple?.privateKeyFile === 'string')
    resolved.social = {
      ...social,
      apple: { ...social.apple, privateKeyFile: resolve(directory, social.apple.privateKeyFile) },
    }
  const tls = config.tls as { keyFile?: unknown; certFile?: unknown } | undefined
  if (tls !== undefined) {
    if (typeof tls?.keyFile !== 'string' || typeof tls.certFile !== 'string')
      throw new WalletServerCliError(
        '"tls" must be { "keyFile": "...", "certFile": "..." } in the configuration file.',
      )
    const [key, cert] = await Promise.all(
      [tls.keyFile, tls.certFile].map((file) =>
        readFile(resolve(directory, file)).catch((error: unknown) => {
          throw new WalletServerCliError(`Cannot read the TLS file ${file}.`, { cause: error })
        }),
      ),
    )
    resolved.tls = { key, cert }
  }
  return resolved as WalletServerConfig
}

function applyEnvironment(
  config: WalletServerConfig,
  env: Record<string, string | undefined>,
): WalletServerConfig {
  const fileSmtp = config.smtp as Partial<WalletServerConfig['smtp']> | undefined
  return {
    ...config,
    ...(env.LATCHKIT_KEK ? { keyEncryptionKey: env.LATCHKIT_KEK } : {}),
    ...(env.LATCHKIT_DATABASE_URL ? { database: { kind: 'postgres', url: env.LATCHKIT_DATABASE_URL } } : {}),
    ...(env.LATCHKIT_SMTP_URL ? { smtp: readSmtpUrl(env.LATCHKIT_SMTP_URL, fileSmtp?.from) } : {}),
    ...(env.LATCHKIT_RECOVERY_KEY ? { recoveryKey: env.LATCHKIT_RECOVERY_KEY } : {}),
  }
}
