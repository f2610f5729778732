import { once } from 'node:events'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { resolveWalletServerConfig } from './config/resolveWalletServerConfig.js'
import type { WalletServerConfig } from './config/walletServerConfig.js'
import { openDatabase } from './database/openDatabase.js'
import type { SqlDatabase } from './database/sqlDatabase.js'
import { createMailer } from './mail/createMailer.js'
import { createRequestHandler } from './service/createRequestHandler.js'
import { loadSigningKeyRing } from './service/signingKeyRing.js'
import { saveProjects } from './store/projectsStore.js'

/** A running wallet service. */
export type WalletServer = {
  /** The service's public URL (its origin): `publicUrl` when configured, else `listenUrl`. */
  url: string
  /** Where this instance listens (`http://127.0.0.1:4000`); differs from `url` behind a proxy. */
  listenUrl: string
  /** The port it listens on. */
  port: number
  /** Stops listening, ends open connections and closes the database and the SMTP pool. */
  close: () => Promise<void>
}

/**
 * Starts the wallet service a site operator runs (`latchkit-wallet-server`): it serves the frame
 * from its own origin, mails one-time codes, issues sessions and keeps each user's sealed auth
 * share and recovery share. Every instance keeps its state in the database only, so several
 * instances on one PostgreSQL behave as one.
 *
 * @throws {WalletServerConfigError} naming a missing or wrong setting.
 * @throws {InsecureListenError} for plain HTTP on a non-loopback host without `allowInsecureHttp`.
 * @throws {SecretDecryptionError} when `keyEncryptionKey` is not the key the database was made with.
 * @example
 * const server = await createWalletServer({
 *   keyEncryptionKey: process.env.LATCHKIT_KEK,
 *   database: { kind: 'postgres', url: process.env.DATABASE_URL },
 *   smtp: { host: 'smtp.example.com', port: 587, auth: { user, pass }, from: 'wallet@example.com' },
 *   projects: [{ id: 'shop', allowedOrigins: ['https://shop.example.com'] }],
 *   publicUrl: 'https://wallet.example.com',
 * })
 */
export async function createWalletServer(config: WalletServerConfig): Promise<WalletServer> {
  const resolved = resolveWalletServerConfig(config)
  const database = await openDatabase(resolved.database, {
    onIdleError: (error) =>
      resolved.log({ level: 'error', message: 'database connection lost', errorName: error.name }),
  })
  let server: Server | undefined
  const mailer = createMailer(resolved.smtp)
  try {
    await saveProjects(database, resolved.projects, new Date(resolved.now()))
    const signingKeys = await loadSigningKeyRing(database, {
      keyEncryptionKey: resolved.keyEncryptionKey,
      now: resolved.now,
    })
    let publicUrl = resolved.publicUrl ?? ''
    const handler = createRequestHandler({
      config: resolved,
      // Read at request time: without a configured publicUrl it is known only once listening.
      get publicUrl() {
        return publicUrl
      },
      database,
      mailer,
      signingKeys,
    })
    server = resolved.tls
      ? createHttpsServer({ key: resolved.tls.key, cert: resolved.tls.cert }, handler)
      : createHttpServer(handler)
    server.listen(resolved.port, resolved.host)
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const listenUrl = new URL(`${resolved.tls ? 'https' : 'http'}://${hostForUrl(resolved.host)}:${port}`)
      .origin
    publicUrl ||= listenUrl
    const listening = server
    let closed: Promise<void> | undefined
    return {
      url: publicUrl,
      listenUrl,
      port,
      close: () => {
        closed ??= (async () => {
          await stopListening(listening)
          mailer.close()
          await database.close()
        })()
        return closed
      },
    }
  } catch (error) {
    if (server?.listening) await stopListening(server)
    mailer.close()
    await closeQuietly(database)
    throw error
  }
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost'
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

async function stopListening(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeAllConnections()
  await closed
}

async function closeQuietly(database: SqlDatabase): Promise<void> {
  await database.close().catch(() => {})
}
