import { createHash, randomBytes } from 'node:crypto'
import { type FarcasterChainRig, playFarcasterApp, startFarcasterChain } from '@latchkit/testing/farcaster'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createWalletServer, type WalletServer } from '../../createWalletServer.js'
import {
  apiClient,
  createTestClock,
  projectId,
  rigConfig,
  siteOrigin,
} from '../../test-utils/walletServerRig.js'

// What the Farcaster tests share: the rig's chain with its IdRegistry, a wallet service reading it
// (with a test clock and a relay key), the frame's calls and the visitor's Farcaster app.

export const relayAuthKey = 'rig-relay-key-of-the-farcaster-app'

export type FarcasterServiceRig = Awaited<ReturnType<typeof startFarcasterServiceRig>>

/** @param configuredChainId the chain the service is told the registry is on (the rig's by default). */
export async function startFarcasterServiceRig(options: { configuredChainId?: number } = {}) {
  const chain: FarcasterChainRig = await startFarcasterChain({ accountCount: 1 })
  let mail: MailCatcher | undefined
  let server: WalletServer | undefined
  const clock = createTestClock()
  try {
    mail = await startMailCatcher()
    server = await createWalletServer(
      rigConfig(mail, {
        now: clock.now,
        farcaster: {
          rpcUrl: chain.rpcUrl,
          idRegistryAddress: chain.idRegistry.address,
          chainId: options.configuredChainId ?? chain.chainId,
          relayAuthKey,
        },
      }),
    )
  } catch (error) {
    await Promise.all([chain.stop(), mail?.stop()])
    throw error
  }
  const service = server
  const relay = `${service.url}/farcaster`
  const frame = apiClient(service.url)
  return {
    chain,
    clock,
    relay,
    frame,
    /** A new custody key holding a new fid (the registry registers any address). */
    async farcasterUser() {
      const account = privateKeyToAccount(generatePrivateKey())
      return { account, fid: await chain.idRegistry.register(account.address) }
    },
    /** The frame's part: a secret only it holds, and the attempt made with its hash. */
    async createAttempt(body: Record<string, unknown> = {}) {
      const secret = randomBytes(32).toString('base64url')
      const secretHash = createHash('sha256').update(secret).digest('base64url')
      const answer = await frame.post('/v1/auth/farcaster/attempts', {
        projectId,
        secretHash,
        siteOrigin,
        ...body,
      })
      const attemptId = answer.body?.attemptId as string
      return {
        answer,
        attemptId,
        secret,
        url: answer.body?.url as string,
        result: (given = secret) =>
          frame.post('/v1/auth/farcaster/result', { projectId, attemptId, secret: given }),
        abandon: () => frame.post('/v1/auth/farcaster/abandon', { attemptId, secret }),
      }
    },
    /** The visitor's Farcaster app, answering through this service's relay with its key. */
    play: (parameters: Omit<Parameters<typeof playFarcasterApp>[0], 'relay'>) =>
      playFarcasterApp({ relay, authKey: relayAuthKey, ...parameters }),
    stop: () => Promise.all([service.close(), mail?.stop(), chain.stop()]),
  }
}
