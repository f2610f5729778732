import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { playFarcasterApp } from './playFarcasterApp.js'
import { farcasterSite } from './playFarcasterSite.js'
import { type FarcasterChainRig, startFarcasterChain } from './startFarcasterChain.js'

// The rig's Farcaster app and site against a stand-in relay that keeps what it was sent: what the
// app signs and posts, and what the site makes of it on the rig's registry.

type Received = { headers: IncomingMessage['headers']; body: Record<string, unknown> }
const channelToken = 'rig-channel-token'
const nonce = 'abcdef0123456789'
const signatureParams = { domain: 'shop.example.test', siweUri: 'https://shop.example.test', nonce }
let received: Received | undefined
// Read through a call: the relay's handler sets it while a test awaits.
const lastReceived = (): Received | undefined => received
let relay: Server
let relayUrl: string
let chain: FarcasterChainRig

beforeAll(async () => {
  relay = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.headers.authorization !== `Bearer ${channelToken}`)
      return send(401, { error: 'Unauthorized' })
    if (request.url === '/v1/channel/status' && !received)
      return send(202, { state: 'pending', nonce, signatureParams })
    if (request.url === '/v1/channel/status')
      return send(200, { state: 'completed', nonce, ...received?.body })
    received = { headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
    send(201, { state: 'completed' })
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
  chain = await startFarcasterChain({ accountCount: 2 })
}, 60_000)

afterAll(async () => {
  await chain?.stop()
  await new Promise((resolve) => relay?.close(resolve))
})

test("the app signs the channel's Sign In With Farcaster message with the custody key and posts it", async () => {
  received = undefined
  const account = privateKeyToAccount(generatePrivateKey())
  const answer = await playFarcasterApp({
    url: `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`,
    relay: relayUrl,
    account,
    fid: 4242,
    username: 'alice',
    authKey: 'relay-key',
  })
  expect(answer.status).toBe(201)
  expect(lastReceived()?.headers['x-farcaster-auth-relay-key']).toBe('relay-key')
  const body = lastReceived()?.body ?? {}
  expect(body).toMatchObject({ fid: 4242, username: 'alice' })
  const message = parseSiweMessage(String(body.message))
  expect(message).toMatchObject({
    domain: 'shop.example.test',
    uri: 'https://shop.example.test',
    nonce,
    address: account.address,
    statement: 'Farcaster Auth',
    chainId: 10,
    resources: ['farcaster://fid/4242'],
  })
  const signature = String(body.signature) as `0x${string}`
  expect(await recoverMessageAddress({ message: String(body.message), signature })).toBe(account.address)
})

test("the site verifies the answer on the rig's registry: the fid's holder, and no one else", async () => {
  const site = farcasterSite({
    relay: relayUrl,
    rpcUrl: chain.rpcUrl,
    idRegistryAddress: chain.idRegistry.address,
  })
  const holder = privateKeyToAccount(chain.accounts[1]?.privateKey ?? '0x')
  const fid = await chain.idRegistry.register(holder.address)
  const channel = { channelToken, domain: signatureParams.domain, nonce }
  const url = `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`

  received = undefined
  await playFarcasterApp({ url, relay: relayUrl, account: holder, fid, username: 'bob' })
  expect(await site.waitForSignIn(channel)).toEqual({ fid, username: 'bob' })

  received = undefined
  const stranger = privateKeyToAccount(generatePrivateKey())
  await playFarcasterApp({ url, relay: relayUrl, account: stranger, fid })
  expect(await site.waitForSignIn(channel)).toEqual({ failure: expect.stringMatching(/does not own fid/) })
}, 30_000)
