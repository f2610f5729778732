import type { Transaction } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { type ExplorerApi, startExplorerApi } from '@latchkit/testing/explorer'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { createRigAdapter } from '../test-utils/evmTestSetup.js'

// An account's activity read through the rig's Etherscan-compatible explorer API, which answers
// from what really happened on the anvil chains.

let rig: EvmRig
let explorer: ExplorerApi
let adapter: EvmAdapter
let chainA: EvmNetwork
let sent: { eth: Hash; lusd: Hash; reverted: Hash; many: Hash[] }

const account = (index: number) => {
  const found = rig.accounts[index]
  if (!found) throw new Error(`The rig has no account ${index}.`)
  return found
}
const hashesOf = (transactions: readonly Transaction[]) => transactions.map((transaction) => transaction.id)

beforeAll(async () => {
  rig = await startEvm({ accountCount: 6 })
  explorer = await startExplorerApi({ chains: rig.chains })
  adapter = createRigAdapter(rig, {
    explorerApiUrls: { 31337: explorer.url(31337), 31338: explorer.url(31338) },
  })
  chainA = adapter.networks[0] as EvmNetwork
  const walletOf = (index: number) =>
    createWalletClient({
      account: privateKeyToAccount(account(index).privateKey),
      chain: rig.chains[0].chain,
      transport: http(),
    }).extend(publicActions)
  const [alice, dave] = [walletOf(2), walletOf(4)]
  const mined = async (hash: Hash) => {
    await alice.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    return hash
  }
  const lusd = rig.chains[0].tokens.lUSD.address
  const eth = await mined(await alice.sendTransaction({ to: account(3).address, value: parseEther('1.5') }))
  const lusdHash = await mined(
    await alice.writeContract({
      address: lusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account(3).address, 2_500_000n],
    }),
  )
  const reverted = await mined(
    await alice.sendTransaction({
      to: lusd,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account(3).address, 10n ** 30n],
      }),
      gas: 100_000n,
    }),
  )
  // More than a page of history for another account.
  const many: Hash[] = []
  for (let index = 0; index < 22; index++)
    many.push(await dave.sendTransaction({ to: account(5).address, value: BigInt(index + 1) }))
  await mined(many.at(-1) as Hash)
  sent = { eth, lusd: lusdHash, reverted, many }
}, 60_000)
afterAll(async () => {
  adapter?.destroy()
  await explorer?.stop()
  await rig?.stop()
})
afterEach(() => explorer.faults.clear())

describe('getTransactions', () => {
  it('lists what the account received, newest first, each transfer seen from the account', async () => {
    const page = await adapter.getTransactions({ address: account(3).address, network: chainA })
    const [lusd, eth] = page.data
    expect(lusd).toEqual({
      id: sent.lusd,
      metadata: {
        operationType: 'receive',
        hash: sent.lusd,
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        sentFrom: account(2).address,
        sentTo: account(3).address,
        status: 'confirmed',
        chain: 'eip155:31337',
      },
      transfers: [
        {
          direction: 'in',
          fungible_info: { name: 'Latch USD', symbol: 'lUSD' },
          quantity: { numeric: '2.5' },
        },
      ],
    })
    expect(eth).toMatchObject({
      id: sent.eth,
      metadata: { operationType: 'receive', sentFrom: account(2).address, status: 'confirmed' },
      transfers: [
        { direction: 'in', fungible_info: { name: 'Ether', symbol: 'ETH' }, quantity: { numeric: '1.5' } },
      ],
    })
    // The rig's tokens were minted to the account at start-up: that is history too.
    expect(
      page.data
        .slice(2)
        .flatMap((transaction) => transaction.transfers.map((t) => t.fungible_info?.symbol))
        .sort(),
    ).toEqual(['LTK', 'lUSD'])
    expect(page.next).toBeNull()
  })

  it("shows the sender's sends, and a reverted transaction as failed", async () => {
    const { data } = await adapter.getTransactions({ address: account(2).address, network: chainA })
    const byHash = new Map(data.map((transaction) => [transaction.id, transaction]))
    expect(byHash.get(sent.reverted)).toMatchObject({
      metadata: { status: 'failed', operationType: 'execute', sentTo: rig.chains[0].tokens.lUSD.address },
      transfers: [],
    })
    expect(byHash.get(sent.lusd)).toMatchObject({
      metadata: { operationType: 'send', status: 'confirmed' },
      transfers: [{ direction: 'out', quantity: { numeric: '2.5' } }],
    })
    expect(byHash.get(sent.eth)?.transfers).toEqual([
      { direction: 'out', fungible_info: { name: 'Ether', symbol: 'ETH' }, quantity: { numeric: '1.5' } },
    ])
  })

  it('pages newest first with the block cursor it gives, each transaction on one page, until both lists come back short', async () => {
    const address = account(4).address
    const first = await adapter.getTransactions({ address, network: chainA })
    expect(first.next).toMatch(/^\d+$/)
    const second = await adapter.getTransactions({
      address,
      network: chainA,
      cursor: first.next ?? undefined,
    })
    expect(second.next).toBeNull()
    const all = [...first.data, ...second.data]
    expect(new Set(hashesOf(all)).size).toBe(all.length)
    // The 22 sends newest first across both pages, then the tokens minted at start-up (the token
    // list is paged apart from the transaction list: its old rows wait for their page).
    expect(hashesOf(all.slice(0, sent.many.length))).toEqual([...sent.many].reverse())
    expect(
      all
        .slice(sent.many.length)
        .flatMap((transaction) => transaction.transfers.map((t) => t.fungible_info?.symbol)),
    ).toEqual(expect.arrayContaining(['LTK', 'lUSD']))
    expect(first.data.length).toBeLessThanOrEqual(20)
    const asked = explorer.requests.slice(-4).map(({ query }) => Object.fromEntries(query))
    expect(asked).toContainEqual({
      module: 'account',
      action: 'txlist',
      address,
      page: '1',
      offset: '20',
      sort: 'desc',
      endblock: first.next,
    })
    expect(asked.map((query) => query.action).sort()).toEqual(['tokentx', 'tokentx', 'txlist', 'txlist'])
  })

  it('answers an empty page for an account without history', async () => {
    const address: Address = '0x000000000000000000000000000000000000bEEF'
    expect(await adapter.getTransactions({ address, network: chainA })).toEqual({ data: [], next: null })
  })

  it("sends the API URL's own query (an API key) with every request", async () => {
    const keyed = createRigAdapter(rig, {
      explorerApiUrls: { 31337: `${explorer.url(31337)}?apikey=site-key` },
    })
    await keyed.getTransactions({ address: account(3).address, network: chainA })
    expect(explorer.requests.slice(-2).map(({ query }) => query.get('apikey'))).toEqual([
      'site-key',
      'site-key',
    ])
    keyed.destroy()
  })
})

describe("where a network's history comes from", () => {
  const withExplorer = (chain: (typeof rig.chains)[number]['chain'], apiUrl: string) => ({
    ...chain,
    blockExplorers: { default: { name: 'Rig explorer', url: 'http://127.0.0.1/explorer', apiUrl } },
  })

  it("uses the chain's own explorer apiUrl, and the adapter's option over it", async () => {
    const chains = [
      withExplorer(rig.chains[0].chain, 'http://127.0.0.1:9/unreachable'),
      withExplorer(rig.chains[1].chain, explorer.url(31338)),
    ] as const
    const fromChains = new EvmAdapter({ networks: chains, explorerApiUrls: { 31337: explorer.url(31337) } })
    const [a, b] = fromChains.networks as [EvmNetwork, EvmNetwork]
    expect([fromChains.hasTransactionHistory(a), fromChains.hasTransactionHistory(b)]).toEqual([true, true])
    for (const network of [a, b]) {
      const page = await fromChains.getTransactions({ address: account(1).address, network })
      expect(page.data.map((transaction) => transaction.metadata.chain)).toContain(network.caipNetworkId)
    }
    fromChains.destroy()
  })

  it('has no history on a network without an explorer API, and says so with a typed error', async () => {
    const bare = createRigAdapter(rig)
    expect(bare.hasTransactionHistory(chainA)).toBe(false)
    expect(bare.hasTransactionHistory({ ...chainA, id: 1, caipNetworkId: 'eip155:1' })).toBe(false)
    await expect(
      bare.getTransactions({ address: account(3).address, network: chainA }),
    ).rejects.toMatchObject({
      name: 'TransactionHistoryUnavailableError',
      shortMessage: 'Failed to fetch transactions',
    })
    bare.destroy()
  })
})

describe('an explorer API that fails or lies', () => {
  const address = () => account(3).address
  const answer = (body: unknown, path = /action=txlist/) => ({
    path,
    status: 200,
    body: JSON.stringify(body),
  })

  it("turns HTTP failures, after the kit's retries, into 'Failed to fetch transactions'", async () => {
    // Three tries, as the kit's other requests get (spec section 9).
    explorer.faults.next({ path: /action=txlist/, status: 503, times: 3 })
    await expect(adapter.getTransactions({ address: address(), network: chainA })).rejects.toMatchObject({
      name: 'ExplorerApiError',
      shortMessage: 'Failed to fetch transactions',
    })
    explorer.faults.clear()
    explorer.faults.next({ status: 502 })
    expect(
      (await adapter.getTransactions({ address: address(), network: chainA })).data.length,
    ).toBeGreaterThan(0)
  })

  it('refuses an API refusal (status "0"), but not an empty list', async () => {
    explorer.faults.next(answer({ status: '0', message: 'NOTOK', result: 'Max rate limit reached' }))
    const refused = await adapter
      .getTransactions({ address: address(), network: chainA })
      .catch((error) => error)
    expect(refused).toMatchObject({ name: 'ExplorerApiError', shortMessage: 'Failed to fetch transactions' })
    expect(refused.details).toContain('Max rate limit reached')
    // Blockscout's words for an empty list of token transfers.
    explorer.faults.next(
      answer({ status: '0', message: 'No token transfers found', result: [] }, /action=tokentx/),
    )
    const page = await adapter.getTransactions({ address: address(), network: chainA })
    expect(
      page.data.every((transaction) => transaction.transfers.every((t) => t.fungible_info?.symbol === 'ETH')),
    ).toBe(true)
    explorer.faults.next(answer('<html>Bad gateway</html>'))
    await expect(adapter.getTransactions({ address: address(), network: chainA })).rejects.toMatchObject({
      name: 'ExplorerApiError',
    })
  })

  it('leaves out malformed rows, and cleans token names and symbols', async () => {
    const me = address().toLowerCase()
    const row = {
      blockNumber: '7',
      timeStamp: '1700000000',
      hash: `0x${'ab'.repeat(32)}`,
      from: '0x00000000000000000000000000000000000a11ce',
      to: me,
      value: '1000000',
      transactionIndex: '0',
      tokenName: `Free\u202E Money ${'!'.repeat(100)}`,
      tokenSymbol: ' FREE\u200B ',
      tokenDecimal: '6',
      contractAddress: '0x00000000000000000000000000000000000c0ffe',
    }
    explorer.faults.next(
      answer(
        {
          status: '1',
          message: 'OK',
          result: [
            row,
            { ...row, hash: '0x1234' },
            { ...row, hash: `0x${'cd'.repeat(32)}`, timeStamp: 'yesterday' },
            { ...row, hash: `0x${'ef'.repeat(32)}`, tokenDecimal: '300' },
            { ...row, hash: `0x${'12'.repeat(32)}`, value: '-5' },
            { ...row, hash: `0x${'34'.repeat(32)}`, from: 'alice', to: 'bob' },
            'a row',
            null,
          ],
        },
        /action=tokentx/,
      ),
    )
    explorer.faults.next(answer({ status: '0', message: 'No transactions found', result: [] }))
    const { data } = await adapter.getTransactions({ address: address(), network: chainA })
    expect(data).toEqual([
      {
        id: row.hash,
        metadata: expect.objectContaining({ minedAt: '2023-11-14T22:13:20.000Z', operationType: 'receive' }),
        transfers: [
          {
            direction: 'in',
            fungible_info: { name: `Free Money ${'!'.repeat(53)}`, symbol: 'FREE' },
            quantity: { numeric: '1' },
          },
        ],
      },
    ])
  })

  it('refuses a cursor it did not give, and stops when the signal aborts', async () => {
    await expect(
      adapter.getTransactions({ address: address(), network: chainA, cursor: 'next please' }),
    ).rejects.toMatchObject({ name: 'ExplorerApiError' })
    await expect(
      adapter.getTransactions({ address: address(), network: chainA, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'HttpAbortedError' })
  })
})
