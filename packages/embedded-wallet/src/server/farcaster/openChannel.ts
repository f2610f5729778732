import { randomBytes } from 'node:crypto'
import { createSecretToken } from '../crypto/secretToken.js'
import type { SqlTransaction } from '../database/sqlDatabase.js'
import { type ChannelAttempt, type ChannelRequest, openFarcasterChannel } from './farcasterChannelsStore.js'
import { farcasterConnectUrl } from './farcasterRelayPaths.js'
import type { ResolvedFarcasterLogin } from './resolveFarcasterLogin.js'

/** A channel lives this long: the visitor's time to scan the code and approve in their app. */
export const channelTtlMs = 10 * 60_000

/** A new channel: its token (in its URL only), the URL the visitor's app opens, and its nonce. */
export type OpenedChannel = { channelToken: string; url: string; nonce: string }

/**
 * Opens a channel for `request`: a random 256-bit token and, unless the creator gave one, a random
 * 128-bit nonce (EIP-4361 wants letters and digits: hex).
 */
export async function openChannel(
  sql: Pick<SqlTransaction, 'query'>,
  parameters: {
    farcaster: ResolvedFarcasterLogin
    request: Omit<ChannelRequest, 'nonce'> & { nonce: string | undefined }
    attempt: ChannelAttempt | undefined
    now: Date
  },
): Promise<OpenedChannel> {
  const channelToken = createSecretToken()
  const nonce = parameters.request.nonce ?? randomBytes(16).toString('hex')
  await openFarcasterChannel(sql, {
    channelToken,
    request: { ...parameters.request, nonce },
    attempt: parameters.attempt,
    now: parameters.now,
    ttlMs: channelTtlMs,
  })
  return { channelToken, url: farcasterConnectUrl(parameters.farcaster.connectUrl, channelToken), nonce }
}
