import { type AppClient, createAppClient, type StatusAPIResponse } from '@farcaster/auth-client'
import type { Address } from 'viem'
import { rigEthereumConnector } from './rigEthereumConnector.js'

/**
 * A site signing visitors in with Farcaster by itself, as `@farcaster/auth-kit` does on
 * `@farcaster/auth-client`'s app client: it opens a channel at the relay, waits for the visitor's
 * app to answer, and verifies the answer against the rig's IdRegistry.
 */
export type FarcasterSite = {
  /** Opens a channel for the site's `domain` and `siweUri`: its token, URL (the QR code's) and nonce. */
  openChannel: (request: { domain: string; siweUri: string }) => Promise<{
    status: number
    channelToken?: string
    url?: string
    nonce?: string
    body: unknown
  }>
  /** The channel's state now, as the relay answers it (202 pending, 200 completed). */
  readChannel: (channelToken: string) => Promise<{ status: number; body: Partial<StatusAPIResponse> }>
  /**
   * Waits until the channel is answered, then verifies the signed message (domain, nonce,
   * signature, and that the signer holds the fid). @returns the fid, or why it failed.
   */
  waitForSignIn: (channel: {
    channelToken: string
    domain: string
    nonce: string
  }) => Promise<{ fid: number; username: string | undefined } | { failure: string }>
}

/**
 * The site's side of Sign In With Farcaster against `relay` (a wallet service's is
 * `<service>/farcaster`), checking fids on the rig's registry.
 */
export function farcasterSite(parameters: {
  relay: string
  rpcUrl: string
  idRegistryAddress: Address
}): FarcasterSite {
  const client: AppClient = createAppClient({
    relay: parameters.relay,
    ethereum: rigEthereumConnector(parameters),
  })
  return {
    async openChannel(request) {
      const answer = await client.createChannel(request)
      if (answer.isError) throw new Error('The relay did not answer.', { cause: answer.error })
      const { channelToken, url, nonce } = answer.data
      return { status: answer.response.status, channelToken, url, nonce, body: answer.data }
    },
    async readChannel(channelToken) {
      const answer = await client.status({ channelToken })
      if (answer.isError) throw new Error('The relay did not answer.', { cause: answer.error })
      return { status: answer.response.status, body: answer.data }
    },
    async waitForSignIn(channel) {
      const done = await client.watchStatus({
        channelToken: channel.channelToken,
        interval: 50,
        timeout: 10_000,
      })
      if (done.isError) return { failure: done.error?.message ?? 'no answer' }
      const { message, signature, username } = done.data
      if (!message || !signature) return { failure: 'the answer has no signed message' }
      const verified = await client.verifySignInMessage({
        domain: channel.domain,
        nonce: channel.nonce,
        message,
        signature,
        acceptAuthAddress: false,
      })
      if (verified.isError) return { failure: verified.error?.message ?? 'not verified' }
      return { fid: verified.fid, username }
    },
  }
}
