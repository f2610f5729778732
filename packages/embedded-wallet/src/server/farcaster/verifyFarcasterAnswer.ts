import { type Address, getAddress, type Hex, isAddress, recoverMessageAddress } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { ChannelRequest } from './farcasterChannelsStore.js'

/** What Sign In With Farcaster fixes in every message (FIP-11). */
const farcasterStatements = ['Farcaster Auth', 'Farcaster Connect'] // the second is its first name
const farcasterChainId = 10
const fidResource = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/

/** Why an answer was refused; each is told to the app as the relay's `error`. */
export const farcasterRefusals = {
  'not-siwf': 'Invalid message',
  'wrong-domain': 'Invalid domain',
  'wrong-uri': 'Invalid uri',
  'wrong-nonce': 'Invalid nonce',
  'out-of-time': 'Message expired or not yet valid',
  'wrong-fid': 'Invalid fid resource',
  'bad-signature': 'Invalid signature',
  'not-custody': 'The signer does not own the fid',
} as const

export type FarcasterRefusal = keyof typeof farcasterRefusals

export type FarcasterVerification =
  | { verified: true; custody: Address }
  | { verified: false; refusal: FarcasterRefusal }

/**
 * Checks an app's answer to a channel (SECURITY.md, "Farcaster"): the message is a Sign In With
 * Farcaster message (EIP-4361, its statement and chain id) for the channel's domain, uri and nonce,
 * within its times at `now`, naming exactly one fid, the claimed one; the signature recovers the
 * message's address (an EOA); and the registry says that address holds the fid.
 *
 * @throws what `idOf` throws (the registry could not be read): not a refusal of the answer.
 */
export async function verifyFarcasterAnswer(parameters: {
  request: ChannelRequest
  answer: { message: string; signature: Hex; fid: number }
  now: Date
  idOf: (custody: Address) => Promise<bigint>
}): Promise<FarcasterVerification> {
  const { request, answer, now } = parameters
  const refuse = (refusal: FarcasterRefusal): FarcasterVerification => ({ verified: false, refusal })
  const message = parseSiweMessage(answer.message)
  if (
    !message.address ||
    !isAddress(message.address, { strict: false }) ||
    message.version !== '1' ||
    message.chainId !== farcasterChainId ||
    !farcasterStatements.includes(message.statement ?? '')
  )
    return refuse('not-siwf')
  if (message.domain !== request.domain) return refuse('wrong-domain')
  if (message.uri !== request.siweUri) return refuse('wrong-uri')
  if (message.nonce !== request.nonce) return refuse('wrong-nonce')
  // What is left of viem's checks here: the times (and the shapes it also checks).
  if (!validateSiweMessage({ message, time: now })) return refuse('out-of-time')
  const fids = (message.resources ?? []).filter((resource) => fidResource.test(resource))
  if (fids.length !== 1 || Number(fids[0]?.match(fidResource)?.[1]) !== answer.fid) return refuse('wrong-fid')
  const signer = await recoverMessageAddress({ message: answer.message, signature: answer.signature }).catch(
    () => undefined,
  )
  const custody = getAddress(message.address)
  if (signer !== custody) return refuse('bad-signature')
  if ((await parameters.idOf(custody)) !== BigInt(answer.fid)) return refuse('not-custody')
  return { verified: true, custody }
}
