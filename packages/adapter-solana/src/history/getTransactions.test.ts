import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import type { SolanaTestWallet } from '@latchkit/testing/wallets'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import type { SolanaAdapterOptions } from '../adapter/solanaAdapterOptions.js'
import { registerNodeStandardWallet } from '../test-utils/nodeStandardWallet.js'
import { createRigWallet, rigNetwork } from '../test-utils/solanaTestSetup.js'

const connectorId = 'Node Solana Wallet'
let rig: SolanaRig
let connection: Connection
let wallet: SolanaTestWallet
let unregister: () => void
const adapters: SolanaAdapter[] = []
const servers: Server[] = []

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
  connection = new Connection(rig.rpcUrl, { commitment: 'confirmed', wsEndpoint: rig.wsUrl })
  wallet = createRigWallet(rig)
  unregister = registerNodeStandardWallet(wallet).unregister
})
afterAll(async () => {
  unregister?.()
  for (const server of servers) await new Promise((resolve) => server.close(resolve))
  await rig?.stop()
})
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

const latchUsdListing = () => ({
  mint: rig.token.address,
  symbol: 'lUSD',
  name: 'Latch USD',
  iconUrl: 'https://site.test/lusd.svg',
})

function createAdapter(options: Partial<SolanaAdapterOptions> = {}) {
  const adapter = new SolanaAdapter({ networks: [rigNetwork(rig)], tokens: [latchUsdListing()], ...options })
  adapters.push(adapter)
  const [network] = adapter.networks
  if (!network) throw new Error('The adapter has a network.')
  return { adapter, network }
}

const shortened = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/** Transfers SOL straight from a rig account (no wallet, no wait): history to page through. */
async function transferSol(from: Keypair, to: PublicKey, lamports: number, options = {}) {
  const transaction = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
  return connection.sendTransaction(transaction, [from], options)
}

/** An RPC endpoint in front of the rig that rewrites its answers, as a hostile or broken RPC would. */
async function startRewritingRpc(rewrite: (method: string, answer: unknown) => unknown, status = 200) {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const parsed = JSON.parse(body) as { method: string } | { method: string }[]
    const method = Array.isArray(parsed) ? (parsed[0]?.method ?? '') : parsed.method
    const forwarded = await fetch(rig.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const answer = rewrite(method, await forwarded.json())
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

it('reads an account history from the RPC, newest first, each entry as the activity list shows it', async () => {
  const { adapter, network } = createAdapter()
  await adapter.connect({ connectorId })
  const subject = Keypair.generate().publicKey.toBase58()
  const native = { type: 'native' as const }
  const lusd = { type: 'token' as const, address: rig.token.address, decimals: 6 }
  const solSend = await adapter.sendToken({
    connectorId,
    network,
    token: native,
    sendTokenAmount: '0.25',
    receiverAddress: subject,
  })
  const tokenSend = await adapter.sendToken({
    connectorId,
    network,
    token: lusd,
    sendTokenAmount: '12.5',
    receiverAddress: subject,
  })

  const page = await adapter.getTransactions({ address: subject, network })

  expect(page).toEqual({
    data: [
      {
        id: tokenSend,
        metadata: {
          operationType: 'receive',
          hash: tokenSend,
          minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
          sentFrom: wallet.address,
          sentTo: subject,
          status: 'confirmed',
          chain: rig.caipNetworkId,
        },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '12.5' },
            fungible_info: { name: 'Latch USD', symbol: 'lUSD', icon: { url: 'https://site.test/lusd.svg' } },
          },
        ],
      },
      {
        id: solSend,
        metadata: {
          operationType: 'receive',
          hash: solSend,
          minedAt: expect.any(String),
          sentFrom: wallet.address,
          sentTo: subject,
          status: 'confirmed',
          chain: rig.caipNetworkId,
        },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '0.25' },
            fungible_info: { name: 'Solana', symbol: 'SOL', icon: null },
          },
        ],
      },
    ],
    next: null,
  })
  expect(Math.abs(Date.parse(page.data[0]?.metadata.minedAt ?? '') - Date.now())).toBeLessThan(60_000)

  // The sender's history has the same sends, going out; a mint the site does not list shows shortened.
  const { adapter: unlisted } = createAdapter({ tokens: [] })
  const sent = await unlisted.getTransactions({ address: wallet.address, network })
  expect(sent.data.slice(0, 2)).toMatchObject([
    {
      id: tokenSend,
      metadata: { operationType: 'send', sentFrom: wallet.address, sentTo: subject },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '12.5' },
          fungible_info: {
            name: shortened(rig.token.address),
            symbol: shortened(rig.token.address),
            icon: null,
          },
        },
      ],
    },
    {
      id: solSend,
      metadata: { operationType: 'send' },
      transfers: [{ direction: 'out', quantity: { numeric: '0.25' } }],
    },
  ])
})

it('pages through more than 20 transactions: 20, then the rest after the cursor of the last', async () => {
  const { adapter, network } = createAdapter()
  const sender = rig.accounts[1]
  if (!sender) throw new Error('the rig has test accounts')
  const target = Keypair.generate().publicKey
  for (let index = 1; index <= 23; index++) await transferSol(sender.keypair, target, index * 1_000_000)
  const newestFirst = (await connection.getSignaturesForAddress(target)).map(({ signature }) => signature)
  expect(newestFirst).toHaveLength(23)

  const first = await adapter.getTransactions({ address: target.toBase58(), network })
  expect(first.data.map(({ id }) => id)).toEqual(newestFirst.slice(0, 20))
  expect(first.next).toBe(newestFirst[19])
  const second = await adapter.getTransactions({
    address: target.toBase58(),
    network,
    cursor: first.next ?? '',
  })
  expect(second.data.map(({ id }) => id)).toEqual(newestFirst.slice(20))
  expect(second.next).toBeNull()
  // Newest first: the last transfer (23 × 0.001 SOL) opens the list, the first one closes it.
  expect(first.data[0]?.transfers[0]?.quantity?.numeric).toBe('0.023')
  expect(second.data.at(-1)).toMatchObject({
    metadata: { operationType: 'receive', sentFrom: sender.address, status: 'confirmed' },
    transfers: [{ direction: 'in', quantity: { numeric: '0.001' } }],
  })
})

it('lists a transaction that failed on chain as failed', async () => {
  const { adapter, network } = createAdapter()
  const sender = rig.accounts[2]
  if (!sender) throw new Error('the rig has test accounts')
  const target = Keypair.generate().publicKey
  await transferSol(sender.keypair, target, LAMPORTS_PER_SOL / 10)
  const failed = await transferSol(sender.keypair, target, 1_000_000 * LAMPORTS_PER_SOL, {
    skipPreflight: true,
  })

  const page = await adapter.getTransactions({ address: target.toBase58(), network })

  expect(page.data.map(({ id, metadata }) => [id, metadata.status])).toEqual([
    [failed, 'failed'],
    [expect.any(String), 'confirmed'],
  ])
})

it('leaves out what a hostile RPC answers that does not read, and keeps the rest', async () => {
  const sender = rig.accounts[1]
  if (!sender) throw new Error('the rig has test accounts')
  const target = Keypair.generate().publicKey
  const signatures: string[] = []
  for (const lamports of [1, 2, 3])
    signatures.push(await transferSol(sender.keypair, target, lamports * 10_000_000))
  const [oldest, middle, newest] = signatures
  const url = await startRewritingRpc((method, answer) => {
    if (method === 'getSignaturesForAddress') {
      const { result } = answer as { result: unknown[] }
      return { ...(answer as object), result: [{ signature: 42 }, ...result, 'junk', null] }
    }
    const entries = answer as { id: number; result: Record<string, unknown> }[]
    return entries.map((entry) => {
      const meta = entry.result.meta as Record<string, unknown>
      // The newest loses its transaction; the middle one gets transfers of impossible shapes.
      if (entry.id === 0) return { ...entry, result: { ...entry.result, transaction: 'junk' } }
      if (entry.id === 1)
        return {
          ...entry,
          result: {
            ...entry.result,
            meta: { ...meta, innerInstructions: 'junk', preTokenBalances: [{ accountIndex: 99 }] },
            transaction: {
              message: {
                accountKeys: [{ pubkey: 7 }],
                instructions: [
                  {
                    program: 'system',
                    parsed: {
                      type: 'transfer',
                      info: { source: sender.address, destination: target.toBase58(), lamports: -5 },
                    },
                  },
                  {
                    program: 'spl-token',
                    parsed: { type: 'transfer', info: { source: 'x', destination: null, amount: '1' } },
                  },
                  'junk',
                ],
              },
            },
          },
        }
      return entry
    })
  })
  const { adapter, network } = createAdapter({ rpcUrls: { [rig.caipNetworkId]: url } })

  const page = await adapter.getTransactions({ address: target.toBase58(), network })

  expect(newest).toBeDefined()
  expect(page.data.map(({ id, transfers }) => [id, transfers.length])).toEqual([
    [middle, 0],
    [oldest, 1],
  ])
  expect(page.data[0]?.metadata).toMatchObject({ operationType: 'execute', status: 'confirmed' })
  expect(page.next).toBeNull()
})

it('fails with a typed error when the RPC does, and lets a cancelled read be cancelled', async () => {
  const { network } = createAdapter()
  const address = wallet.address
  const refusing = await startRewritingRpc(() => ({ error: 'overloaded' }), 503)
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
  await new Promise((resolve) => closed.close(resolve))
  for (const url of [refusing, closedUrl]) {
    const { adapter } = createAdapter({ rpcUrls: { [rig.caipNetworkId]: url } })
    await expect(adapter.getTransactions({ address, network })).rejects.toMatchObject({
      name: 'SolanaRpcError',
      shortMessage: 'The Solana RPC request failed',
      method: 'getSignaturesForAddress',
    })
  }
  const { adapter } = createAdapter()
  await expect(
    adapter.getTransactions({ address, network, cursor: 'not a signature' }),
  ).rejects.toMatchObject({
    name: 'SolanaRpcError',
    code: -32602,
  })
  await expect(
    adapter.getTransactions({ address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', network }),
  ).rejects.toMatchObject({
    name: 'InvalidAddressError',
  })
  const controller = new AbortController()
  controller.abort()
  await expect(
    adapter.getTransactions({ address, network, signal: controller.signal }),
  ).rejects.toMatchObject({
    name: 'AbortError',
  })
})
