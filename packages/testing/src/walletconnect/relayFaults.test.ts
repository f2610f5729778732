import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { connectRawRelayClient, type RawRelayClientOptions } from './rawRelayClient.js'
import { type Relay, startRelay } from './startRelay.js'

const newTopic = () => randomBytes(32).toString('hex')
const nowSeconds = () => Math.floor(Date.now() / 1000)

let relay: Relay
const clients: Array<{ close(): Promise<void> }> = []

async function connect(clientId: string, options: RawRelayClientOptions = {}) {
  const client = await connectRawRelayClient(relay.url, clientId, options)
  clients.push(client)
  return client
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.stop()
})

describe('the relay faults', () => {
  it('refuses a project as the real relay refuses an unknown key; other projects still connect', async () => {
    relay = await startRelay()
    relay.faults.refuseProject('unknown-project')

    // A client that reads close frames (the JavaScript client's useOnCloseEvent) is told why.
    const told = await connect('did:key:dapp', { projectId: 'unknown-project', closeEvents: true })
    expect(await told.closed).toEqual({ code: 3000, reason: 'Project not found' })
    // Any other client sees the upgrade refused.
    await expect(connect('did:key:dapp', { projectId: 'unknown-project' })).rejects.toThrow(
      'Unexpected server response: 401',
    )

    const other = await connect('did:key:other', { projectId: 'known-project' })
    expect(await other.call('irn_subscribe', { topic: newTopic() })).toHaveProperty('result')
    relay.faults.clear()
    const again = await connect('did:key:dapp', { projectId: 'unknown-project' })
    expect(await again.call('irn_subscribe', { topic: newTopic() })).toHaveProperty('result')
  })

  it('refuses an auth token not valid at its clock, as it refuses a client whose clock is off', async () => {
    let clockOffsetMs = 0
    relay = await startRelay({ now: () => Date.now() + clockOffsetMs })

    clockOffsetMs = -60 * 60_000
    const ahead = await connect('did:key:ahead', { closeEvents: true, issuedAt: nowSeconds() })
    expect(await ahead.closed).toEqual({
      code: 3000,
      reason: 'JWT validation error: JWT Token is not yet valid',
    })

    clockOffsetMs = 2 * 24 * 60 * 60_000
    const behind = await connect('did:key:behind', {
      closeEvents: true,
      issuedAt: nowSeconds(),
      expiresAt: nowSeconds() + 24 * 60 * 60,
    })
    expect(await behind.closed).toEqual({ code: 3000, reason: 'JWT validation error: JWT Token is expired' })

    clockOffsetMs = 0
    const onTime = await connect('did:key:on-time', { issuedAt: nowSeconds(), expiresAt: nowSeconds() + 60 })
    expect(await onTime.call('irn_subscribe', { topic: newTopic() })).toHaveProperty('result')
  })

  it("answers a project's next requests with the rate-limit or internal error, by method when asked", async () => {
    relay = await startRelay()
    const dapp = await connect('did:key:dapp', { projectId: 'busy' })
    const other = await connect('did:key:other', { projectId: 'quiet' })
    const topic = newTopic()

    relay.faults.rateLimit('busy', { requests: 2 })
    expect(await other.call('irn_subscribe', { topic })).toHaveProperty('result')
    expect(await dapp.call('irn_subscribe', { topic })).toMatchObject({
      error: { code: 3001, message: 'Too many requests', data: 'TooManyRequests' },
    })
    expect(relay.faults.remainingRequestErrors('busy')).toBe(1)
    expect(await dapp.call('irn_batchFetchMessages', { topics: [topic] })).toMatchObject({
      error: { code: 3001 },
    })
    expect(await dapp.call('irn_subscribe', { topic })).toHaveProperty('result')

    relay.faults.failRequests('busy', { methods: ['irn_publish'] })
    expect(await dapp.call('irn_subscribe', { topic })).toHaveProperty('result')
    expect(await dapp.call('irn_publish', { topic, message: 'aGk=', ttl: 300, tag: 1108 })).toMatchObject({
      error: { code: -32603, message: 'Internal error: Storage operation failed', data: 'StorageError' },
    })
    expect(relay.faults.remainingRequestErrors('busy')).toBe(0)

    relay.faults.rateLimit('busy')
    relay.faults.clear()
    expect(await dapp.call('irn_subscribe', { topic })).toHaveProperty('result')
  })
})
