import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { expect, test } from 'vitest'
import type { ChannelRequest } from './farcasterChannelsStore.js'
import { verifyFarcasterAnswer } from './verifyFarcasterAnswer.js'

// The checks an app's answer goes through, one by one, on messages made by hand (auth-client's
// own builder refuses to make most of these), against a registry where the key holds fid 7.

const account = privateKeyToAccount(generatePrivateKey())
const now = new Date('2025-06-01T12:00:00Z')
const request: ChannelRequest = {
  siweUri: 'https://shop.example.test',
  domain: 'shop.example.test',
  nonce: 'f00dfeed12345678',
  acceptAuthAddress: false,
}
const siwf = {
  address: account.address,
  chainId: 10,
  domain: request.domain,
  uri: request.siweUri,
  nonce: request.nonce,
  version: '1' as const,
  statement: 'Farcaster Auth',
  issuedAt: new Date(now.getTime() - 60_000),
  resources: ['farcaster://fid/7'],
}
const registry = async (custody: Address) => (custody === account.address ? 7n : 0n)

async function verify(fields: Partial<typeof siwf> & { expirationTime?: Date; notBefore?: Date } = {}) {
  const message = createSiweMessage({ ...siwf, ...fields })
  const signature = await account.signMessage({ message })
  return verifyFarcasterAnswer({ request, answer: { message, signature, fid: 7 }, now, idOf: registry })
}

test('a Sign In With Farcaster message for the channel, by the fid holder, is verified', async () => {
  expect(await verify()).toEqual({ verified: true, custody: account.address })
})

test('a message that is not Sign In With Farcaster is refused: statement, chain id, text', async () => {
  expect(await verify({ statement: 'Sign in to Shop' })).toEqual({ verified: false, refusal: 'not-siwf' })
  expect(await verify({ chainId: 1 })).toEqual({ verified: false, refusal: 'not-siwf' })
  const signature = await account.signMessage({ message: 'gm' })
  expect(
    await verifyFarcasterAnswer({
      request,
      answer: { message: 'gm', signature, fid: 7 },
      now,
      idOf: registry,
    }),
  ).toEqual({ verified: false, refusal: 'not-siwf' })
})

test('a message outside its times is refused: not yet valid, or expired', async () => {
  const later = new Date(now.getTime() + 60_000)
  const earlier = new Date(now.getTime() - 1)
  expect(await verify({ notBefore: later })).toEqual({ verified: false, refusal: 'out-of-time' })
  expect(await verify({ expirationTime: earlier })).toEqual({ verified: false, refusal: 'out-of-time' })
  expect(await verify({ expirationTime: later, notBefore: earlier })).toMatchObject({ verified: true })
})

test('the message names exactly one fid, the one claimed', async () => {
  expect(await verify({ resources: [] })).toEqual({ verified: false, refusal: 'wrong-fid' })
  expect(await verify({ resources: ['farcaster://fid/8'] })).toEqual({
    verified: false,
    refusal: 'wrong-fid',
  })
  expect(await verify({ resources: ['farcaster://fid/7', 'farcaster://fid/8'] })).toEqual({
    verified: false,
    refusal: 'wrong-fid',
  })
  expect(await verify({ resources: ['https://shop.example.test/terms', 'farcaster://fid/7'] })).toMatchObject(
    {
      verified: true,
    },
  )
})

test('a registry that cannot be read is an error, not a refusal of the visitor', async () => {
  const message = createSiweMessage(siwf)
  const signature = await account.signMessage({ message })
  const down = () => Promise.reject(new Error('connection refused'))
  await expect(
    verifyFarcasterAnswer({ request, answer: { message, signature, fid: 7 }, now, idOf: down }),
  ).rejects.toThrow('connection refused')
})
