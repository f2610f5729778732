import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { connectRawRelayClient } from './rawRelayClient.js'
import { type Relay, startRelay } from './startRelay.js'

const newTopic = () => randomBytes(32).toString('hex')
const publish = (topic: string, message: string, ttl = 300) => ({
  topic,
  message,
  ttl,
  tag: 1108,
  prompt: false,
})

let relay: Relay
let clock = Date.now()
const clients: Array<{ close(): Promise<void> }> = []

async function connect(clientId: string, options = { acknowledge: true }) {
  const client = await connectRawRelayClient(relay.url, clientId, options)
  clients.push(client)
  return client
}

// A round trip on a socket: anything the relay meant to push to it before now has arrived.
const settle = (client: { call(method: string, params: unknown): Promise<unknown> }) =>
  client.call('irn_batchFetchMessages', { topics: [] })

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.stop()
})

describe('startRelay', () => {
  it('listens on 127.0.0.1 and pushes a published message to subscribers, never to its publisher', async () => {
    relay = await startRelay()
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const [dapp, wallet] = [await connect('did:key:dapp'), await connect('did:key:wallet')]
    const topic = newTopic()
    const subscription = await wallet.call('irn_subscribe', { topic })
    expect(subscription.result).toMatch(/^[0-9a-f]{64}$/)
    await dapp.call('irn_subscribe', { topic })

    expect(await dapp.call('irn_publish', publish(topic, 'aGVsbG8='))).toMatchObject({ result: true })
    const [push] = await wallet.waitForPushes(1)
    expect(push).toMatchObject({ id: subscription.result, data: { topic, message: 'aGVsbG8=', tag: 1108 } })
    expect(push?.data.publishedAt).toBeGreaterThan(Date.now() - 5_000)
    await settle(dapp)
    expect(dapp.pushes).toEqual([])
  })

  it('keeps messages for later subscribers until acknowledged, across reconnection', async () => {
    relay = await startRelay()
    const dapp = await connect('did:key:dapp')
    const topic = newTopic()
    await dapp.call('irn_publish', publish(topic, 'Zmlyc3Q='))

    // Pushed but not acknowledged: the same client gets it again on its next socket.
    const silentWallet = await connect('did:key:wallet', { acknowledge: false })
    await silentWallet.call('irn_subscribe', { topic })
    await silentWallet.waitForPushes(1)
    await silentWallet.close()

    const wallet = await connect('did:key:wallet')
    await wallet.call('irn_batchSubscribe', { topics: [topic] })
    expect((await wallet.waitForPushes(1)).map((push) => push.data.message)).toEqual(['Zmlyc3Q='])
    await settle(wallet)
    await wallet.close()

    // Acknowledged: never again for this client, still there for another one.
    const walletAgain = await connect('did:key:wallet')
    await walletAgain.call('irn_subscribe', { topic })
    await settle(walletAgain)
    expect(walletAgain.pushes).toEqual([])
    const other = await connect('did:key:other')
    expect(await other.call('irn_batchFetchMessages', { topics: [topic] })).toMatchObject({
      result: { messages: [{ topic, message: 'Zmlyc3Q=' }], hasMore: false },
    })
  })

  it('drops messages whose time to live ran out', async () => {
    relay = await startRelay({ now: () => clock })
    const dapp = await connect('did:key:dapp')
    const [short, long] = [newTopic(), newTopic()]
    await dapp.call('irn_batchPublish', {
      messages: [publish(short, 'c2hvcnQ=', 30), publish(long, 'bG9uZw==', 300)],
    })
    clock += 31_000

    const wallet = await connect('did:key:wallet')
    await wallet.call('irn_batchSubscribe', { topics: [short, long] })
    await settle(wallet)
    expect(wallet.pushes.map((push) => push.data.message)).toEqual(['bG9uZw=='])
    clock += 300_000
    const late = await connect('did:key:late')
    expect(await late.call('irn_batchFetchMessages', { topics: [short, long] })).toMatchObject({
      result: { messages: [] },
    })
  })

  it('stops pushing after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    relay = await startRelay()
    const [dapp, wallet] = [await connect('did:key:dapp'), await connect('did:key:wallet')]
    const [first, second] = [newTopic(), newTopic()]
    const { result: ids } = await wallet.call('irn_batchSubscribe', { topics: [first, second] })
    expect(ids).toHaveLength(2)
    await wallet.call('irn_unsubscribe', { topic: first, id: (ids as string[])[0] })
    await wallet.call('irn_batchUnsubscribe', {
      subscriptions: [{ topic: second, id: (ids as string[])[1] }],
    })
    await dapp.call('irn_batchPublish', { messages: [publish(first, 'MQ=='), publish(second, 'Mg==')] })
    await settle(wallet)
    expect(wallet.pushes).toEqual([])
  })

  it('wc_proposeSession and wc_approveSession publish and subscribe the sender implicitly', async () => {
    relay = await startRelay()
    const [dapp, wallet] = [await connect('did:key:dapp'), await connect('did:key:wallet')]
    const [pairingTopic, sessionTopic] = [newTopic(), newTopic()]
    expect(
      await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300 }),
    ).toMatchObject({ result: true })
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.waitForPushes(1))[0]?.data).toMatchObject({ message: 'cHJvcG9zYWw=', tag: 1100 })

    await wallet.call('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    // The dapp hears the answer on the pairing topic without having subscribed to it itself...
    expect((await dapp.waitForPushes(1))[0]?.data).toMatchObject({ topic: pairingTopic, tag: 1101 })
    // ...and finds the settle request waiting when it subscribes to the session topic.
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.waitForPushes(2))[1]?.data).toMatchObject({
      topic: sessionTopic,
      message: 'c2V0dGxl',
      tag: 1102,
    })
    // The wallet listens on the session topic from now on.
    await dapp.call('irn_publish', publish(sessionTopic, 'cmVxdWVzdA=='))
    expect((await wallet.waitForPushes(2))[1]?.data).toMatchObject({
      topic: sessionTopic,
      message: 'cmVxdWVzdA==',
    })
  })

  it('answers unknown methods, bad params and bad JSON with JSON-RPC errors', async () => {
    relay = await startRelay()
    const client = await connect('did:key:dapp')
    expect(await client.call('irn_fly', {})).toMatchObject({ error: { code: -32601 } })
    expect(await client.call('toString', {})).toMatchObject({ error: { code: -32601 } })
    expect(await client.call('irn_subscribe', { topic: 'not-a-topic' })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await client.call('irn_publish', { topic: newTopic(), message: 'eA==', ttl: -1 })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await client.call('irn_subscribe', ['positional'])).toMatchObject({ error: { code: -32602 } })
    expect(await client.sendRaw('{not json', null)).toMatchObject({ id: null, error: { code: -32700 } })
  })

  it('restart() drops every socket, listens on the same URL and keeps the mailboxes', async () => {
    relay = await startRelay()
    const dapp = await connect('did:key:dapp')
    const topic = newTopic()
    await dapp.call('irn_publish', publish(topic, 'a2VwdA=='))
    await relay.restart()
    await dapp.closed

    const wallet = await connect('did:key:wallet')
    await wallet.call('irn_subscribe', { topic })
    expect((await wallet.waitForPushes(1))[0]?.data.message).toBe('a2VwdA==')
    await relay.stop()
    await expect(connect('did:key:late')).rejects.toThrow(/ECONNREFUSED/)
  })
})
