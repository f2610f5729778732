import { fileURLToPath } from 'node:url'
import { deriveCodeSecret } from '../crypto/deriveCodeSecret.js'
import type { DatabaseConfig } from '../database/openDatabase.js'
import { InsecureListenError, WalletServerConfigError } from '../errors.js'
import { type ResolvedFarcasterLogin, resolveFarcasterLogin } from '../farcaster/resolveFarcasterLogin.js'
import { isLoopbackHost } from './isLoopbackHost.js'
import { readAllowedOrigin, readProjectId } from './readProjectConfig.js'
import { type ResolvedSmartAccountNetwork, resolveSmartAccounts } from './resolveSmartAccounts.js'
import { type ResolvedSocialLogin, resolveSocialLogin } from './resolveSocialLogin.js'
import {
  defaultLimits,
  type ProjectConfig,
  type SmtpConfig,
  type WalletServerConfig,
  type WalletServerLimits,
  type WalletServerLogEntry,
} from './walletServerConfig.js'

/** The configuration with every default filled in and every secret decoded. */
export type ResolvedWalletServerConfig = {
  host: string
  port: number
  /** Set when configured; otherwise made from the address the server listens on. */
  publicUrl: string | undefined
  tls: { key: string | Buffer; cert: string | Buffer } | undefined
  trustProxy: boolean
  database: DatabaseConfig
  keyEncryptionKey: Buffer
  codeSecret: Buffer
  smtp: SmtpConfig
  projects: Required<ProjectConfig>[]
  frameAssetsDirectory: string
  /** Set exactly when managed recovery is on. */
  recoveryKey: Buffer | undefined
  /** New browsers need a mailed approval before a login code is sent. */
  deviceApproval: boolean
  /** The enabled social login providers, by id. */
  social: ResolvedSocialLogin
  /** Set when Farcaster sign-in is on. */
  farcaster: ResolvedFarcasterLogin | undefined
  /** The chains with smart accounts (none unless configured), each with its bundler. */
  smartAccounts: ResolvedSmartAccountNetwork[]
  limits: WalletServerLimits
  now: () => number
  log: (entry: WalletServerLogEntry) => void
}

/**
 * Checks a configuration (also one read from JSON, so every field's type is checked) and fills in
 * the defaults.
 *
 * @throws {WalletServerConfigError} naming the first field that is missing or wrong.
 * @throws {InsecureListenError} for plain HTTP on a non-loopback host without `allowInsecureHttp`.
 */
export function resolveWalletServerConfig(config: WalletServerConfig): ResolvedWalletServerConfig {
  const host = config.host ?? '127.0.0.1'
  if (typeof host !== 'string' || host === '')
    throw new WalletServerConfigError({ field: 'host', problem: 'must be a host name or address.' })
  if (!config.tls && !isLoopbackHost(host) && config.allowInsecureHttp !== true)
    throw new InsecureListenError({ host })
  const port = config.port ?? 0
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new WalletServerConfigError({ field: 'port', problem: 'must be an integer from 0 to 65535.' })
  const keyEncryptionKey = readKey(config.keyEncryptionKey, 'keyEncryptionKey')
  const managedRecovery = config.managedRecovery ?? false
  if (typeof managedRecovery !== 'boolean')
    throw new WalletServerConfigError({ field: 'managedRecovery', problem: 'must be true or false.' })
  if (!managedRecovery && config.recoveryKey !== undefined)
    throw new WalletServerConfigError({ field: 'recoveryKey', problem: 'is set but managedRecovery is off.' })
  const deviceApproval = config.deviceApproval ?? false
  if (typeof deviceApproval !== 'boolean')
    throw new WalletServerConfigError({ field: 'deviceApproval', problem: 'must be true or false.' })
  return {
    host,
    port,
    publicUrl: config.publicUrl === undefined ? undefined : readPublicUrl(config.publicUrl),
    tls: config.tls,
    trustProxy: config.trustProxy === true,
    database: readDatabase(config.database),
    keyEncryptionKey,
    codeSecret:
      config.codeSecret === undefined
        ? deriveCodeSecret(keyEncryptionKey)
        : readKey(config.codeSecret, 'codeSecret', 'at least'),
    smtp: readSmtp(config.smtp),
    projects: readProjects(config.projects),
    frameAssetsDirectory: readDirectory(config.frameAssetsDirectory),
    recoveryKey: managedRecovery ? readKey(config.recoveryKey, 'recoveryKey') : undefined,
    deviceApproval,
    social: resolveSocialLogin(config.social),
    farcaster: resolveFarcasterLogin(config.farcaster),
    smartAccounts: resolveSmartAccounts(config.smartAccounts),
    limits: readLimits(config.limits),
    now: config.now ?? Date.now,
    log: config.log ?? writeLogLine,
  }
}

function readKey(value: unknown, field: string, length: 'exactly' | 'at least' = 'exactly'): Buffer {
  const problem = `must be ${length} 32 bytes as base64.`
  if (typeof value !== 'string' || value === '')
    throw new WalletServerConfigError({ field, problem: `is missing: it ${problem}` })
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : undefined
  if (!bytes || (length === 'exactly' ? bytes.length !== 32 : bytes.length < 32))
    throw new WalletServerConfigError({ field, problem })
  return bytes
}

function readPublicUrl(value: unknown): string {
  try {
    const url = new URL(String(value))
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin
  } catch {}
  throw new WalletServerConfigError({ field: 'publicUrl', problem: 'must be an http(s) origin.' })
}

function readDatabase(value: unknown): DatabaseConfig {
  if (value === undefined) return { kind: 'pglite' }
  const database = value as Partial<{ kind: string; url: unknown; dataDir: unknown }>
  if (database?.kind === 'postgres' && typeof database.url === 'string' && database.url !== '')
    return { kind: 'postgres', url: database.url }
  if (database?.kind === 'pglite' && (database.dataDir === undefined || typeof database.dataDir === 'string'))
    return database.dataDir === undefined ? { kind: 'pglite' } : { kind: 'pglite', dataDir: database.dataDir }
  throw new WalletServerConfigError({
    field: 'database',
    problem: "must be { kind: 'pglite', dataDir? } or { kind: 'postgres', url }.",
  })
}

function readSmtp(value: unknown): SmtpConfig {
  const smtp = value as Partial<SmtpConfig> | undefined
  if (typeof smtp?.host !== 'string' || smtp.host === '')
    throw new WalletServerConfigError({ field: 'smtp.host', problem: 'is missing.' })
  if (!Number.isInteger(smtp.port))
    throw new WalletServerConfigError({ field: 'smtp.port', problem: 'must be a port number.' })
  if (typeof smtp.from !== 'string' || smtp.from === '')
    throw new WalletServerConfigError({ field: 'smtp.from', problem: 'is missing.' })
  if (smtp.auth !== undefined && (typeof smtp.auth?.user !== 'string' || typeof smtp.auth.pass !== 'string'))
    throw new WalletServerConfigError({ field: 'smtp.auth', problem: 'must be { user, pass }.' })
  return {
    host: smtp.host,
    port: smtp.port as number,
    secure: smtp.secure === true,
    from: smtp.from,
    ...(smtp.auth ? { auth: { user: smtp.auth.user, pass: smtp.auth.pass } } : {}),
  }
}

function readProjects(value: unknown): Required<ProjectConfig>[] {
  if (!Array.isArray(value))
    throw new WalletServerConfigError({ field: 'projects', problem: 'must be a list.' })
  const ids = new Set<string>()
  return value.map((project: Partial<ProjectConfig> | null, index) => {
    const id = readProjectId(project?.id, `projects[${index}].id`)
    if (ids.has(id))
      throw new WalletServerConfigError({ field: `projects[${index}].id`, problem: `repeats "${id}".` })
    ids.add(id)
    const name = project?.name ?? id
    if (typeof name !== 'string' || name === '' || name.length > 100 || /[\r\n]/.test(name))
      throw new WalletServerConfigError({
        field: `projects[${index}].name`,
        problem: 'must be one line of text.',
      })
    if (!Array.isArray(project?.allowedOrigins))
      throw new WalletServerConfigError({
        field: `projects[${index}].allowedOrigins`,
        problem: 'must be a list.',
      })
    const allowedOrigins = project.allowedOrigins.map((origin, originIndex) =>
      readAllowedOrigin(origin, `projects[${index}].allowedOrigins[${originIndex}]`),
    )
    return { id, name, allowedOrigins }
  })
}

function readDirectory(value: unknown): string {
  if (value === undefined) return fileURLToPath(new URL('./frame-app/', import.meta.url))
  if (value instanceof URL) return fileURLToPath(value)
  if (typeof value === 'string' && value !== '') return value
  throw new WalletServerConfigError({
    field: 'frameAssetsDirectory',
    problem: 'must be a path or a file URL.',
  })
}

function readLimits(value: unknown): WalletServerLimits {
  const limits = { ...defaultLimits, ...(value as Partial<WalletServerLimits> | undefined) }
  for (const [name, limit] of Object.entries(limits))
    if (!Number.isInteger(limit) || limit < 1)
      throw new WalletServerConfigError({ field: `limits.${name}`, problem: 'must be a positive integer.' })
  return limits
}

function writeLogLine(entry: WalletServerLogEntry): void {
  const line = `${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`
  if (entry.level === 'error') process.stderr.write(line)
  else process.stdout.write(line)
}
