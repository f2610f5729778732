import { cleanUntrustedText } from '@latchkit/core'
import { describeError } from '../http/describeError.js'
import type { ServiceContext } from '../service/serviceContext.js'
import {
  type ChannelAnswer,
  claimFarcasterChannel,
  type FarcasterChannel,
  settleFarcasterChannel,
} from './farcasterChannelsStore.js'
import { recordFarcasterLogin } from './farcasterIdentitiesStore.js'
import { idRegistryReader } from './idRegistryReader.js'
import type { AuthenticateBody } from './readRelayBodies.js'
import { FarcasterRelayError, unauthorized } from './relayError.js'
import type { ResolvedFarcasterLogin } from './resolveFarcasterLogin.js'
import { farcasterRefusals, verifyFarcasterAnswer } from './verifyFarcasterAnswer.js'

/** The longest name kept, in code points (a wallet name's limit in the modal, as for social login). */
const usernameMaxLength = 64

/**
 * The visitor's app answers a channel (SECURITY.md, "Farcaster"). The channel is claimed first, so
 * it is answered once; the answer is verified; a frame's channel then signs its user in (found or
 * made by fid). A refused answer fails the channel, which the frame reports as 'Failed to connect
 * to farcaster'.
 *
 * @returns the channel, completed.
 * @throws {FarcasterRelayError} 401 for an unknown, expired or answered channel or a refused
 * answer; 503 when the registry could not be read (the channel fails too).
 */
export async function answerChannel(
  service: ServiceContext,
  farcaster: ResolvedFarcasterLogin,
  parameters: { channelToken: string; body: AuthenticateBody; now: Date },
): Promise<FarcasterChannel> {
  const { body, now } = parameters
  const channel = await claimFarcasterChannel(service.database, parameters)
  if (!channel) throw unauthorized()
  const fail = () => settleFarcasterChannel(service.database, { tokenHash: channel.tokenHash, failed: true })
  let verification: Awaited<ReturnType<typeof verifyFarcasterAnswer>>
  try {
    verification = await verifyFarcasterAnswer({
      request: channel.request,
      answer: body,
      now,
      idOf: idRegistryReader(farcaster).idOf,
    })
  } catch (error) {
    await fail()
    service.config.log({ level: 'error', message: 'farcaster registry unreadable', ...describeError(error) })
    throw new FarcasterRelayError({ status: 503, error: 'The Farcaster registry could not be read' })
  }
  if (!verification.verified) {
    await fail()
    throw new FarcasterRelayError({ status: 401, error: farcasterRefusals[verification.refusal] })
  }
  // The profile fields are the app's words: shown as text, never trusted.
  const answer: ChannelAnswer = {
    message: body.message,
    signature: body.signature,
    authMethod: 'custody',
    fid: body.fid,
    custody: verification.custody,
    username: cleanUntrustedText(body.username ?? '', usernameMaxLength),
    ...profileField('displayName', body.displayName, usernameMaxLength),
    ...profileField('bio', body.bio, 512),
    ...(body.pfpUrl && /^https:\/\//.test(body.pfpUrl) ? { pfpUrl: body.pfpUrl } : {}),
  }
  await service.database.transaction(async (transaction) => {
    const user = channel.attemptId
      ? await recordFarcasterLogin(transaction, { fid: answer.fid, username: answer.username }, now)
      : undefined
    await settleFarcasterChannel(transaction, { tokenHash: channel.tokenHash, answer, userId: user?.id })
  })
  return { ...channel, state: 'completed', answer }
}

function profileField(name: 'displayName' | 'bio', value: string | undefined, maxLength: number) {
  const cleaned = value === undefined ? '' : cleanUntrustedText(value, maxLength)
  return cleaned === '' ? {} : { [name]: cleaned }
}
