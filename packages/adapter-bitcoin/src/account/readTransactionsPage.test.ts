import { formatAmount, HttpAbortedError, HttpError, type Transaction } from '@latchkit/core'
import type { EsploraTransaction } from '@latchkit/testing/bitcoin'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { BitcoinApiResponseError } from '../errors/apiErrors.js'
import { createKeyWalletConnections } from '../test-utils/keyWalletConnections.js'
import { type RegtestNetwork, startRegtestNetwork } from '../test-utils/regtestNetwork.js'

// The account history (`adapter.getTransactions`) of addresses on the rig's real node, read through
// its Esplora-shaped service as the adapter reads mempool.space.
let regtest: RegtestNetwork
let wallets: ReturnType<typeof createKeyWalletConnections>

beforeAll(async () => {
  regtest = await startRegtestNetwork()
  wallets = createKeyWalletConnections(regtest.network, 'history test')
})
afterAll(() => regtest?.stop())
afterEach(() => wallets.cleanup())

const rigAddress = () =>
  regtest.node.rpc<string>('getnewaddress', ['', 'bech32'], { wallet: regtest.node.walletName })
const transaction = async (txid: string): Promise<EsploraTransaction> =>
  (await fetch(`${regtest.esplora.url}/tx/${txid}`)).json()
const blockTime = async (blockHash: string | undefined) =>
  new Date((await regtest.node.rpc<{ time: number }>('getblock', [blockHash])).time * 1000).toISOString()
const ids = (transactions: readonly Transaction[]) => transactions.map((entry) => entry.id)
const litecoin = { name: 'Litecoin', symbol: 'LTC', icon: null }

test('newest first: unconfirmed transactions pending (minedAt now), confirmed ones at their block time; a receive is "in", a send "out" with its fee', async () => {
  const { keyWallet, adapter, connectorId } = await wallets.connect('p2wpkh')
  const { address } = keyWallet
  const { network } = regtest
  const funding = await regtest.node.fund(address, '0.5', { mine: false })
  const [fundingBlock] = await regtest.node.mine(1)
  const receiverAddress = await rigAddress()
  const sent = await adapter.sendToken({
    connectorId,
    network,
    token: { type: 'native' },
    sendTokenAmount: '0.1',
    receiverAddress,
  })
  const incoming = await regtest.node.fund(address, '0.02', { mine: false })

  const before = Date.now()
  const page = await adapter.getTransactions({ address, network })
  const after = Date.now()

  expect(page.next).toBeNull()
  expect(ids(page.data).slice(0, 2).sort()).toEqual([sent, incoming].sort())
  expect(ids(page.data)[2]).toBe(funding)
  const byId = new Map(page.data.map((entry) => [entry.id, entry]))
  const fee = BigInt((await transaction(sent)).fee)
  expect(byId.get(sent)).toEqual({
    id: sent,
    metadata: {
      operationType: 'send',
      hash: sent,
      minedAt: expect.any(String),
      sentFrom: address,
      sentTo: receiverAddress,
      status: 'pending',
      chain: network.caipNetworkId,
    },
    transfers: [
      {
        direction: 'out',
        fungible_info: litecoin,
        quantity: { numeric: formatAmount(10_000_000n + fee, 8) },
      },
    ],
  })
  expect(byId.get(incoming)).toMatchObject({
    metadata: { operationType: 'receive', sentFrom: expect.any(String), sentTo: address, status: 'pending' },
    transfers: [{ direction: 'in', fungible_info: litecoin, quantity: { numeric: '0.02' } }],
  })
  for (const pending of [sent, incoming]) {
    const minedAt = Date.parse(byId.get(pending)?.metadata.minedAt ?? '')
    expect(minedAt).toBeGreaterThanOrEqual(before)
    expect(minedAt).toBeLessThanOrEqual(after)
  }
  expect(byId.get(funding)).toMatchObject({
    metadata: { minedAt: await blockTime(fundingBlock), status: 'confirmed' },
    transfers: [{ direction: 'in', quantity: { numeric: '0.5' } }],
  })

  const [block] = await regtest.node.mine(1)
  const mined = await adapter.getTransactions({ address, network })
  expect(ids(mined.data).sort()).toEqual([funding, sent, incoming].sort())
  expect(ids(mined.data)[2]).toBe(funding)
  const minedAt = await blockTime(block)
  for (const entry of mined.data.slice(0, 2))
    expect(entry.metadata).toMatchObject({ minedAt, status: 'confirmed' })
})

test('25 confirmed transactions a page: `next` is the last txid of a full page, the page after it holds the rest, and the last page has none', async () => {
  const { keyWallet, adapter } = await wallets.connect('p2tr')
  const { address } = keyWallet
  const { network } = regtest
  const funded: string[] = []
  // Nine a block keeps the rig wallet's unconfirmed change chains short.
  for (let block = 0; block < 3; block++) {
    for (let index = 0; index < 9; index++)
      funded.push(await regtest.node.fund(address, '0.001', { mine: false }))
    await regtest.node.mine(1)
  }

  const first = await adapter.getTransactions({ address, network })
  expect(first.data).toHaveLength(25)
  expect(first.next).toBe(first.data[24]?.id)
  const second = await adapter.getTransactions({ address, network, cursor: first.next ?? undefined })
  expect(second).toMatchObject({ data: [{}, {}], next: null })
  expect(new Set([...ids(first.data), ...ids(second.data)])).toEqual(new Set(funded))
  // Newest first: the last block's transactions open the first page.
  expect(funded.slice(18)).toContain(first.data[0]?.id)
  expect(funded.slice(0, 9)).toContain(second.data[1]?.id)
})

test('the API is not trusted: entries that are not readable transactions of the address are left out, and paging goes on past them', async () => {
  const { keyWallet } = await wallets.connect('p2wpkh')
  const { address } = keyWallet
  const { network } = regtest
  const funded: string[] = []
  for (let block = 0; block < 3; block++) {
    for (let index = 0; index < 9; index++)
      funded.push(await regtest.node.fund(address, '0.002', { mine: false }))
    await regtest.node.mine(1)
  }
  const corrupted = new Set<string>()
  // The real answers, with some entries broken in the ways a faulty or hostile API could.
  const corrupting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    if (!String(input).includes('/txs')) return response
    const entries = (await response.json()) as Record<string, unknown>[]
    const breakages: ((entry: Record<string, unknown>) => void)[] = [
      (entry) => Object.assign(entry, { vout: 'outputs' }),
      (entry) => Object.assign(entry, { status: { confirmed: true } }),
      (entry) => Object.assign(entry, { vin: [{ is_coinbase: false, prevout: { value: -1 } }] }),
      (entry) => Object.assign(entry, { vout: [{ value: 2 ** 60, scriptpubkey_address: address }] }),
      (entry) => Object.assign(entry, { vout: [], vin: [] }),
    ]
    for (const [index, breakage] of breakages.entries()) {
      const entry = entries[index * 3]
      if (!entry) continue
      corrupted.add(String(entry.txid))
      breakage(entry)
    }
    // The last confirmed entry's txid is unreadable: the cursor is the one before it.
    const last = entries[24]
    if (last) {
      corrupted.add(String(last.txid))
      last.txid = 'not a txid'
    }
    return Response.json([...entries, 42, null, 'tx', { txid: 'f'.repeat(64) }])
  }
  const reader = await wallets.connect('p2wpkh', { fetch: corrupting })

  const first = await reader.adapter.getTransactions({ address, network })
  expect(first.data).toHaveLength(25 - 6)
  expect(ids(first.data).filter((id) => corrupted.has(id))).toEqual([])
  const readable = ids(first.data)
  expect(first.next).toBe(readable.at(-1))
  const second = await reader.adapter.getTransactions({ address, network, cursor: first.next ?? undefined })
  expect(second.next).toBeNull()
  // The next page starts with the entry whose txid was unreadable (read again, broken again).
  expect(new Set([...readable, ...ids(second.data)]).size).toBe(readable.length + second.data.length)
  expect(funded).toEqual(expect.arrayContaining([...readable, ...ids(second.data)]))
})

test('a failing API is a typed error: HTTP errors as core types them, an answer that is no list, an abort', async () => {
  const { keyWallet } = await wallets.connect('p2wpkh')
  const { address } = keyWallet
  const { network } = regtest
  const failing = await wallets.connect('p2wpkh', {
    fetch: async (input, init) =>
      String(input).includes('/txs')
        ? new Response('Service Unavailable', { status: 503 })
        : fetch(input, init),
  })
  const error = await failing.adapter.getTransactions({ address, network }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(HttpError)
  expect(error).toMatchObject({ status: 503 })

  const notAList = await wallets.connect('p2wpkh', {
    fetch: async (input, init) =>
      String(input).includes('/txs') ? Response.json({ txs: [] }) : fetch(input, init),
  })
  await expect(notAList.adapter.getTransactions({ address, network })).rejects.toBeInstanceOf(
    BitcoinApiResponseError,
  )

  const { adapter } = await wallets.connect('p2wpkh')
  const signal = AbortSignal.abort()
  await expect(adapter.getTransactions({ address, network, signal })).rejects.toBeInstanceOf(HttpAbortedError)
})
