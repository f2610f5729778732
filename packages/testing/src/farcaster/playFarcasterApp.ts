import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { createPublicClient, custom, type LocalAccount } from 'viem'
import type { FarcasterEthereumConnector } from './rigEthereumConnector.js'

// The app only signs and talks to the relay: auth-client's clients want a chain connector all the
// same, so it gets one that reads no chain.
const ethereum: FarcasterEthereumConnector = {
  publicClient: createPublicClient({
    transport: custom({
      request: () => Promise.reject(new Error('The Farcaster app reads no chain.')),
    }),
  }),
  getFid: () => Promise.reject(new Error('The Farcaster app reads no chain.')),
  isValidAuthAddress: () => Promise.reject(new Error('The Farcaster app reads no chain.')),
}

/** What the app may be made to get wrong, for tests of the relay's refusals. */
export type FarcasterAppTampering = {
  /** Sign for another site than the channel's. */
  domain?: string
  uri?: string
  /** Sign with a nonce other than the channel's (a replayed message). */
  nonce?: string
  /** The message's own expiry. */
  expirationTime?: Date
  /** Sign with this key while the message names `account` (a forged signature). */
  signer?: LocalAccount
}

/** The relay's answer to the app: its HTTP status and JSON body. */
export type FarcasterAppAnswer = { status: number; body: Record<string, unknown> }

/**
 * The visitor's Farcaster app, on `@farcaster/auth-client`'s clients: reads the channel token from
 * the sign-in URL (the QR code's), reads the channel's request from the relay (domain, uri, nonce,
 * times), builds the Sign In With Farcaster message for `fid`, signs it with the custody
 * `account`, and authenticates at the relay with its profile fields.
 *
 * @param relay the relay's base URL (a wallet service's is `<service>/farcaster`).
 * @param authKey sent as `X-Farcaster-Auth-Relay-Key`, when the relay requires one.
 * @returns the relay's answer to the authentication (201 when accepted).
 * @throws {Error} when the URL has no channel token or the relay does not know the channel.
 */
export async function playFarcasterApp(parameters: {
  url: string
  relay: string
  account: LocalAccount
  fid: number
  username?: string
  displayName?: string
  authKey?: string
  tamper?: FarcasterAppTampering
}): Promise<FarcasterAppAnswer> {
  const { url, relay, account, fid, tamper = {} } = parameters
  const wallet = createWalletClient({ relay, ethereum })
  const parsed = wallet.parseSignInURI({ uri: url })
  if (parsed.isError) throw new Error(`Not a Farcaster sign-in URL: ${url}`, { cause: parsed.error })
  const { channelToken } = parsed
  const channel = await createAppClient({ relay, ethereum }).status({ channelToken })
  if (channel.isError || !channel.data.signatureParams)
    throw new Error(`The relay has no channel for ${url}.`, { cause: channel.error })
  const request = channel.data.signatureParams
  const built = wallet.buildSignInMessage({
    address: account.address,
    fid,
    domain: tamper.domain ?? request.domain,
    uri: tamper.uri ?? request.siweUri,
    nonce: tamper.nonce ?? channel.data.nonce,
    ...optionalDates({
      expirationTime: tamper.expirationTime ?? request.expirationTime,
      notBefore: request.notBefore,
    }),
    ...(request.requestId ? { requestId: request.requestId } : {}),
  })
  if (built.isError) throw new Error('auth-client refused to build the message.', { cause: built.error })
  const signature = await (tamper.signer ?? account).signMessage({ message: built.message })
  const answer = await wallet.authenticate({
    channelToken,
    authKey: parameters.authKey ?? '',
    message: built.message,
    signature,
    fid,
    ...(parameters.username === undefined ? {} : { username: parameters.username }),
    ...(parameters.displayName === undefined ? {} : { displayName: parameters.displayName }),
  })
  if (answer.isError) throw new Error('The relay did not answer.', { cause: answer.error })
  return { status: answer.response.status, body: answer.data as unknown as Record<string, unknown> }
}

/** The channel's times (strings from the relay, or a test's dates) as the message's dates. */
function optionalDates(times: Record<'expirationTime' | 'notBefore', string | Date | undefined>) {
  return {
    ...(times.expirationTime === undefined ? {} : { expirationTime: new Date(times.expirationTime) }),
    ...(times.notBefore === undefined ? {} : { notBefore: new Date(times.notBefore) }),
  }
}
