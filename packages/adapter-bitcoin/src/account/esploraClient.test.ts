import { afterAll, beforeAll, expect, test } from 'vitest'
import { BitcoinAdapter } from '../adapter/BitcoinAdapter.js'
import { BitcoinApiResponseError } from '../errors/apiErrors.js'
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
