import { farcasterSite } from '@latchkit/testing/farcaster'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteOrigin } from '../test-utils/walletServerRig.js'
import { type FarcasterServiceRig, startFarcasterServiceRig } from './test-utils/farcasterServiceRig.js'

// The service's relay speaks Farcaster's relay protocol: a site using @farcaster/auth-client's app
// client opens a channel, the visitor's app (auth-client's wallet client) answers it, and the
// site reads and verifies the answer itself, as @farcaster/auth-kit does.

let rig: FarcasterServiceRig
const domain = new URL(siteOrigin).host

beforeAll(async () => {
  rig = await startFarcasterServiceRig()
}, 60_000)

afterAll(async () => {
  await rig?.stop()
})

const site = () =>
  farcasterSite({
    relay: rig.relay,
    rpcUrl: rig.chain.rpcUrl,
    idRegistryAddress: rig.chain.idRegistry.address,
  })

/** A request to the relay as any client sends it (no Origin: the app is no web page). */
async function relayCall(path: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${rig.relay}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

test("a site's channel: opened, pending, answered by the app, verified by auth-client, then closed", async () => {
  const { account, fid } = await rig.farcasterUser()
  const opened = await site().openChannel({ domain, siweUri: siteOrigin })
  expect(opened).toMatchObject({ status: 201, channelToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
  const channel = { channelToken: opened.channelToken ?? '', domain, nonce: opened.nonce ?? '' }
  expect(opened.url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${channel.channelToken}`)

  const pending = await site().readChannel(channel.channelToken)
  expect(pending).toMatchObject({
    status: 202,
    body: { state: 'pending', nonce: channel.nonce, signatureParams: { domain, siweUri: siteOrigin } },
  })
  await rig.play({ url: opened.url ?? '', account, fid, username: 'carol' })
  expect(await site().waitForSignIn(channel)).toEqual({ fid, username: 'carol' })
  // Read once, the answer is gone, as Farcaster's relay closes a channel.
  expect((await site().readChannel(channel.channelToken)).status).toBe(401)
})

test('a site may open channels only for an origin the service serves, named as EIP-4361 wants', async () => {
  const refused = [
    { domain: 'evil.example.test', siweUri: 'https://evil.example.test' },
    { domain: 'evil.example.test', siweUri: siteOrigin },
    { domain, siweUri: 'ftp://shop.example.test' },
  ]
  for (const request of refused)
    expect(await relayCall('/v1/channel', { body: request })).toMatchObject({
      status: 400,
      body: { error: 'Domain not allowed' },
    })
  const unknownField = await relayCall('/v1/channel', { body: { domain, siweUri: siteOrigin, admin: true } })
  expect(unknownField).toMatchObject({ status: 400, body: { error: 'Validation error' } })
  const shortNonce = await relayCall('/v1/channel', { body: { domain, siweUri: siteOrigin, nonce: 'abc' } })
  expect(shortNonce.status).toBe(400)
})

test('status and authenticate need a channel token the relay made', async () => {
  expect(await relayCall('/v1/channel/status')).toMatchObject({
    status: 401,
    body: { error: 'Unauthorized' },
  })
  expect((await relayCall('/v1/channel/status', { token: 'A'.repeat(43) })).status).toBe(401)
  const answer = { message: 'hello', signature: `0x${'11'.repeat(65)}`, fid: 1 }
  expect((await relayCall('/v1/channel/authenticate', { body: answer })).status).toBe(401)
  expect((await relayCall('/v1/nothing')).status).toBe(404)
})

test('opening channels is limited per IP address, with the wait to retry after', async () => {
  let last: Awaited<ReturnType<typeof relayCall>> | undefined
  for (let index = 0; index < 70 && last?.status !== 429; index++)
    last = await relayCall('/v1/channel', { body: { domain, siweUri: siteOrigin } })
  expect(last).toMatchObject({ status: 429, body: { error: 'Rate Limited' } })
  expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
  rig.clock.advance(60_000)
  expect((await relayCall('/v1/channel', { body: { domain, siweUri: siteOrigin } })).status).toBe(201)
})
