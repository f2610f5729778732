/**
 * The relay's base: a Farcaster app configured with `<publicUrl>/farcaster` as its relay calls
 * the channel endpoints below it, the paths Farcaster's relay serves.
 */
export const farcasterRelayBase = '/farcaster'

/** `POST`: a site opens a channel (the frame's attempts open theirs through `/v1`). */
export const createChannelPath = `${farcasterRelayBase}/v1/channel`
/** `POST`, with the channel token as bearer: the visitor's app answers with its signed message. */
export const authenticateChannelPath = `${farcasterRelayBase}/v1/channel/authenticate`
/** `GET`, with the channel token as bearer: the channel's request, then its answer. */
export const channelStatusPath = `${farcasterRelayBase}/v1/channel/status`

/** Whether `path` is under the relay (served outside `/v1`: the app is no page of the frame's origin). */
export const isFarcasterRelayPath = (path: string) => path.startsWith(`${farcasterRelayBase}/`)

/** The URL the visitor's app opens (a QR code, a link): the configured start and the channel token. */
export function farcasterConnectUrl(connectUrl: string, channelToken: string): string {
  const url = new URL(connectUrl)
  url.searchParams.set('channelToken', channelToken)
  return url.href
}
