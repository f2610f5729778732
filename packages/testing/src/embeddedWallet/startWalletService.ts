import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../databases/freePort.js'
import { startServerProcess } from '../databases/serverProcess.js'
import { type FarcasterChainRig, startFarcasterChain } from '../farcaster/startFarcasterChain.js'
import { type MailCatcher, startMailCatcher } from '../mail/startMailCatcher.js'
import type { TestAccount } from '../oauth/index.js'
import { type SocialProvidersRig, startSocialProviders } from './startSocialProviders.js'

/** The project the rig's wallet service serves (the demo's and the tests' sites). */
export const rigWalletProjectId = 'latchkit-demo'

/** The `latchkit-wallet-server` command of the embedded-wallet package, as an operator runs it. */
const serverCommand = fileURLToPath(new URL('../../../embedded-wallet/dist/bin.js', import.meta.url))

/** The rig's embedded-wallet service and the mail catcher it sends one-time codes to. */
export type WalletServiceRig = {
  /**
   * The service's origin as browsers see it: `http://localhost:<port>`, while sites are served on
   * `http://127.0.0.1:<port>`, so the frame is truly cross-origin (another site, to Chromium).
   */
  url: string
  projectId: string
  mail: MailCatcher
  /** The identity providers the service signs visitors in with, when `socialAccounts` was given. */
  social: SocialProvidersRig | undefined
  /**
   * Sign In With Farcaster, when `farcaster` was asked for: the chain whose IdRegistry the service
   * reads, and the service's relay the visitor's Farcaster app answers through.
   */
  farcaster: { chain: FarcasterChainRig; relay: string } | undefined
  /** Stops the service and starts it again on the same port and data (nothing may be lost). */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * Starts the embedded wallet's service with the real command (`latchkit-wallet-server`, built by
 * `npm run build` into dist/bin.js), its data in PGlite under a temporary directory (or in `databaseUrl`'s
 * PostgreSQL), its mail to a local SMTP catcher, and one project whose allowed origins are
 * `siteOrigins`.
 */
export async function startWalletService(parameters: {
  siteOrigins: readonly string[]
  databaseUrl?: string
  /** The service keeps recovery shares itself (custodial): no recovery password is asked. */
  managedRecovery?: boolean
  /** A browser signing in an address for the first time is approved from a mailed link first (VERIFY_DEVICE). */
  deviceApproval?: boolean
  /**
   * The people who can sign in with social login: the rig's six identity providers start, and
   * the service signs visitors in with each.
   */
  socialAccounts?: readonly TestAccount[]
  /** Sign In With Farcaster: a chain with the rig's IdRegistry starts, and the service reads it. */
  farcaster?: boolean
  /**
   * ERC-4337 smart accounts on these chains, each with its bundler (`startAccountAbstraction`'s
   * `bundlerUrl`); the canonical EntryPoint v0.7 and SimpleAccountFactory, where the rig puts them.
   */
  smartAccounts?: ReadonlyArray<{ chainId: number; bundlerUrl: string }>
  timeoutMs?: number
}): Promise<WalletServiceRig> {
  const mail = await startMailCatcher()
  const directory = await mkdtemp(join(tmpdir(), 'latchkit-wallet-'))
  const port = await freePort()
  const url = `http://localhost:${port}`
  const social = parameters.socialAccounts
    ? await startSocialProviders({ serviceUrl: url, accounts: parameters.socialAccounts })
    : undefined
  const farcasterChain = parameters.farcaster ? await startFarcasterChain({ accountCount: 1 }) : undefined
  const configFile = join(directory, 'config.json')
  await writeFile(
    configFile,
    JSON.stringify({
      host: '127.0.0.1',
      port,
      publicUrl: url,
      database: parameters.databaseUrl
        ? { kind: 'postgres', url: parameters.databaseUrl }
        : { kind: 'pglite', dataDir: join(directory, 'data') },
      keyEncryptionKey: randomBytes(32).toString('base64'),
      ...(parameters.managedRecovery
        ? { managedRecovery: true, recoveryKey: randomBytes(32).toString('base64') }
        : {}),
      ...(parameters.deviceApproval ? { deviceApproval: true } : {}),
      ...(social ? { social: social.config } : {}),
      ...(farcasterChain
        ? {
            farcaster: {
              rpcUrl: farcasterChain.rpcUrl,
              idRegistryAddress: farcasterChain.idRegistry.address,
              chainId: farcasterChain.chainId,
            },
          }
        : {}),
      ...(parameters.smartAccounts
        ? {
            smartAccounts: {
              networks: parameters.smartAccounts.map(({ chainId, bundlerUrl }) => ({ chainId, bundlerUrl })),
            },
          }
        : {}),
      smtp: { host: mail.host, port: mail.port, secure: false, from: 'LatchKit Wallet <wallet@localhost>' },
      projects: [{ id: rigWalletProjectId, allowedOrigins: parameters.siteOrigins }],
    }),
  )
  const start = () =>
    startServerProcess({
      command: process.execPath,
      args: [serverCommand, '--config', configFile],
      isReady: async () => (await fetch(`http://127.0.0.1:${port}/.well-known/jwks.json`)).ok,
      timeoutMs: parameters.timeoutMs ?? 30_000,
    })
  let server = await start().catch(async (error: unknown) => {
    await social?.stop()
    await farcasterChain?.stop()
    await mail.stop()
    await rm(directory, { recursive: true, force: true })
    throw error
  })
  let stopped: Promise<void> | undefined
  return {
    url,
    projectId: rigWalletProjectId,
    mail,
    social,
    // The app is a Node process: the loopback address, not the name browsers use.
    farcaster: farcasterChain
      ? { chain: farcasterChain, relay: `http://127.0.0.1:${port}/farcaster` }
      : undefined,
    async restart() {
      await server.stop()
      server = await start()
    },
    stop() {
      stopped ??= (async () => {
        await server.stop()
        await social?.stop()
        await farcasterChain?.stop()
        await mail.stop()
        await rm(directory, { recursive: true, force: true })
      })()
      return stopped
    },
  }
}
