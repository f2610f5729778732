import type { FarcasterChannelStatusResponse } from '../api.js'
import type { FarcasterChannel } from './farcasterChannelsStore.js'

/**
 * A channel as the relay's status and authenticate endpoints answer it (Farcaster's relay's
 * shape): `pending` with what the app must sign, then `completed` with the app's checked answer.
 * The creator's IP address and User-Agent, which Farcaster's relay also returns, are not kept.
 */
export function channelStatusBody(channel: FarcasterChannel): FarcasterChannelStatusResponse {
  const { request, answer } = channel
  const pending = channel.state === 'pending' || channel.state === 'verifying' || !answer
  return {
    state: pending ? 'pending' : 'completed',
    nonce: request.nonce,
    signatureParams: {
      siweUri: request.siweUri,
      domain: request.domain,
      nonce: request.nonce,
      ...(request.notBefore ? { notBefore: request.notBefore } : {}),
      ...(request.expirationTime ? { expirationTime: request.expirationTime } : {}),
      ...(request.requestId ? { requestId: request.requestId } : {}),
      ...(request.redirectUrl ? { redirectUrl: request.redirectUrl } : {}),
    },
    acceptAuthAddress: request.acceptAuthAddress,
    ...(pending ? {} : { ...answer, verifications: [] }),
  }
}
