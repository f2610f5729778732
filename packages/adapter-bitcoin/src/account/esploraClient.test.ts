import { afterAll, beforeAll, expect, test } from 'vitest'
import { BitcoinAdapter } from '../adapter/BitcoinAdapter.js'
import { BitcoinApiResponseError } from '../errors/apiErrors.js'
import { BitcoinBroadcastError } from '../errors/broadcastErrors.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { type RegtestNetwork, startRegtestNetwork } from '../test-utils/regtestNetwork.js'
import { createEsploraClient } from './esploraClient.js'

// Against the rig's real node: litecoind in regtest behind its Esplora-shaped service.
let regtest: RegtestNetwork
let node: RegtestNetwork['node']
let network: BitcoinNetwork

beforeAll(async () => {
  regtest = await startRegtestNetwork()
  ;({ node, network } = regtest)
})
afterAll(() => regtest?.stop())

const newAddress = async () =>
  (await node.rpc('getnewaddress', ['', 'bech32'], { wallet: node.walletName })) as string

test('balance and UTXOs count an unconfirmed payment at once, and stay once it is mined', async () => {
  const client = createEsploraClient(network)
  const address = await newAddress()
  expect(await client.getBalance(address)).toBe(0n)
  const txid = await node.fund(address, '1.25', { mine: false })
  expect(await client.getBalance(address)).toBe(125_000_000n)
  expect(await client.getUtxos(address)).toEqual([
    expect.objectContaining({ txid, value: 125_000_000n, confirmed: false }),
  ])
  await node.mine(1)
  expect(await client.getUtxos(address)).toEqual([
    expect.objectContaining({ txid, value: 125_000_000n, confirmed: true }),
  ])
})

test("the adapter's balance is in whole units of the network's currency", async () => {
  const address = await newAddress()
  await node.fund(address, '0.5')
  const adapter = new BitcoinAdapter({ networks: [network], walletStandard: false, discoveryRetryMs: [] })
  expect(await adapter.getBalance({ address, network })).toEqual({ balance: '0.5', symbol: 'LTC' })
  adapter.destroy()
})

test('fee estimates are read by confirmation target', async () => {
  const estimates = await createEsploraClient(network).getFeeEstimates()
  expect(Object.keys(estimates).length).toBeGreaterThan(0)
  for (const rate of Object.values(estimates)) expect(rate).toBeGreaterThan(0)
})

test('an address the API refuses is its HTTP error; an answer of the wrong shape is a typed error', async () => {
  const client = createEsploraClient(network)
  await expect(client.getBalance('not-an-address')).rejects.toMatchObject({ name: 'HttpError' })
  const wrongShape = createEsploraClient(network, {
    fetch: async () => new Response(JSON.stringify({ chain_stats: { funded_txo_sum: -1 } })),
  })
  await expect(wrongShape.getBalance('rltc1qanything')).rejects.toBeInstanceOf(BitcoinApiResponseError)
})

test('a signed transaction is broadcast (its txid back), read back as hex, and its status follows the chain', async () => {
  const client = createEsploraClient(network)
  const wallet = { wallet: node.walletName }
  const raw = await node.rpc<string>('createrawtransaction', [[], { [await newAddress()]: '0.1' }])
  const { hex: funded } = await node.rpc<{ hex: string }>('fundrawtransaction', [raw], wallet)
  const { hex: signed } = await node.rpc<{ hex: string }>('signrawtransactionwithwallet', [funded], wallet)

  const txid = await client.broadcast(signed)

  expect(txid).toBe(await node.rpc<{ txid: string }>('decoderawtransaction', [signed]).then((tx) => tx.txid))
  expect(await client.getTransactionHex(txid)).toBe(signed)
  expect(await client.getTransactionStatus(txid)).toEqual({ confirmed: false })
  const [block] = await node.mine(1)
  const { height } = await node.rpc<{ height: number }>('getblock', [block])
  expect(await client.getTransactionStatus(txid)).toEqual({ confirmed: true, blockHeight: height })
  // Sent again, it is the node's refusal, in its words.
  const again = await client.broadcast(signed).catch((error: unknown) => error)
  expect(again).toBeInstanceOf(BitcoinBroadcastError)
  expect(again).toMatchObject({
    status: 400,
    reason: expect.stringMatching(/already in (the )?block ?chain/i),
  })
})

test('a broadcast the node cannot read, or one the API does not answer, is BitcoinBroadcastError', async () => {
  const refused = await createEsploraClient(network)
    .broadcast('00')
    .catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(BitcoinBroadcastError)
  expect(refused).toMatchObject({ status: 400, reason: expect.stringMatching(/^TX decode failed/) })

  const offline = createEsploraClient(network, {
    fetch: async () => {
      throw new TypeError('fetch failed')
    },
  })
  const unanswered = await offline.broadcast('00').catch((error: unknown) => error)
  expect(unanswered).toBeInstanceOf(BitcoinBroadcastError)
  expect(unanswered).toMatchObject({ status: undefined, reason: 'No answer: fetch failed' })

  const notTxid = createEsploraClient(network, { fetch: async () => new Response('ok') })
  await expect(notTxid.broadcast('00')).rejects.toBeInstanceOf(BitcoinApiResponseError)
})
