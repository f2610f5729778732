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
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import { type ExplorerApi, startExplorerApi } from './startExplorerApi.js'

// The explorer API against two real anvil chains: what Etherscan's account API would answer for
// transfers made on them.

let evm: EvmRig
let explorer: ExplorerApi
let sent: { eth: Hash; lusd: Hash; reverted: Hash }

const account = (index: number) => {
  const found = evm.accounts[index]
  if (!found) throw new Error(`No test account ${index}`)
  return found
}
const lower = (address: Address) => address.toLowerCase()

/** The explorer's JSON answer to a query on chain A. */
async function ask(query: Record<string, string>, chainId = 31337) {
  const url = new URL(explorer.url(chainId))
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  const response = await fetch(url)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  return { status: response.status, body: await response.json() }
}
const history = (action: 'txlist' | 'tokentx', address: Address, more: Record<string, string> = {}) =>
  ask({ module: 'account', action, address, ...more }).then(({ body }) => body)

beforeAll(async () => {
  evm = await startEvm({ accountCount: 5 })
  explorer = await startExplorerApi({ chains: evm.chains })
  const [chain] = evm.chains
  const wallet = createWalletClient({
    account: privateKeyToAccount(account(2).privateKey),
    chain: chain.chain,
    transport: http(),
  }).extend(publicActions)
  const mined = async (hash: Hash) => {
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    return hash
  }
  const lusd = chain.tokens.lUSD.address
  sent = {
    eth: await mined(await wallet.sendTransaction({ to: account(3).address, value: parseEther('1.5') })),
    lusd: await mined(
      await wallet.writeContract({
        address: lusd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account(3).address, 2_500_000n],
      }),
    ),
    // More than it holds, with the gas given so that the node mines it instead of refusing it.
    reverted: await mined(
      await wallet.sendTransaction({
        to: lusd,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [account(3).address, 10n ** 30n],
        }),
        gas: 100_000n,
      }),
    ),
  }
}, 30_000)
afterAll(async () => {
  await explorer?.stop()
  await evm?.stop()
})

describe('txlist', () => {
  test("lists an account's transactions with Etherscan's fields, every value a string", async () => {
    const answer = await history('txlist', account(3).address, { sort: 'desc' })
    expect(answer).toMatchObject({ status: '1', message: 'OK' })
    const row = answer.result.find((entry: { hash: string }) => entry.hash === sent.eth)
    expect(row).toMatchObject({
      hash: sent.eth,
      from: lower(account(2).address),
      to: lower(account(3).address),
      value: parseEther('1.5').toString(),
      isError: '0',
      txreceipt_status: '1',
      contractAddress: '',
      input: '0x',
      methodId: '0x',
      gasUsed: '21000',
    })
    expect(Object.values(row).every((value) => typeof value === 'string')).toBe(true)
    expect(Number(row.timeStamp)).toBeGreaterThan(1_600_000_000)
    expect(row.blockNumber).toMatch(/^\d+$/)
  })

  test('marks a reverted transaction as an error', async () => {
    const { result } = await history('txlist', account(2).address)
    expect(result.find((entry: { hash: string }) => entry.hash === sent.reverted)).toMatchObject({
      isError: '1',
      txreceipt_status: '0',
      to: lower(evm.chains[0].tokens.lUSD.address),
      methodId: '0xa9059cbb',
    })
  })

  test('a contract creation has no `to`, and names the contract it created', async () => {
    const { result } = await history('txlist', account(0).address, { page: '1', offset: '1' })
    expect(result).toHaveLength(1)
    expect(result[0]).toMatchObject({ to: '', contractAddress: expect.stringMatching(/^0x[0-9a-f]{40}$/) })
  })

  test('sorts oldest first by default or newest first, and pages with page and offset', async () => {
    const address = account(2).address
    const ascending = (await history('txlist', address)).result.map((row: { hash: string }) => row.hash)
    const descending = (await history('txlist', address, { sort: 'desc' })).result.map(
      (row: { hash: string }) => row.hash,
    )
    expect(ascending).toEqual([sent.eth, sent.lusd, sent.reverted])
    expect(descending).toEqual([...ascending].reverse())
    const pages = await Promise.all(
      ['1', '2', '3'].map((page) => history('txlist', address, { sort: 'desc', page, offset: '2' })),
    )
    expect(pages.map((page) => page.result.map((row: { hash: string }) => row.hash))).toEqual([
      [sent.reverted, sent.lusd],
      [sent.eth],
      [],
    ])
    expect(pages[2]).toEqual({ status: '0', message: 'No transactions found', result: [] })
  })

  test('keeps to startblock and endblock', async () => {
    const { result } = await history('txlist', account(2).address)
    const lusdBlock = result.find((row: { hash: string }) => row.hash === sent.lusd).blockNumber
    const only = await history('txlist', account(2).address, { startblock: lusdBlock, endblock: lusdBlock })
    expect(only.result.map((row: { hash: string }) => row.hash)).toEqual([sent.lusd])
  })
})

describe('tokentx', () => {
  test("lists ERC-20 transfers with the token's name, symbol and decimals", async () => {
    const answer = await history('tokentx', account(3).address, { sort: 'desc' })
    expect(answer.status).toBe('1')
    const lusd = evm.chains[0].tokens.lUSD
    expect(answer.result[0]).toMatchObject({
      hash: sent.lusd,
      from: lower(account(2).address),
      to: lower(account(3).address),
      contractAddress: lower(lusd.address),
      value: '2500000',
      tokenName: 'Latch USD',
      tokenSymbol: 'lUSD',
      tokenDecimal: '6',
    })
    // What the rig gave the account at start-up (minted, from the zero address) is there too.
    expect(
      answer.result
        .filter((row: { from: string }) => row.from === '0x0000000000000000000000000000000000000000')
        .map((row: { tokenSymbol: string }) => row.tokenSymbol)
        .sort(),
    ).toEqual(['LTK', 'lUSD'])
    // A reverted transfer moved nothing.
    expect(answer.result.some((row: { hash: string }) => row.hash === sent.reverted)).toBe(false)
  })
})

describe('answers without rows, refusals and faults', () => {
  test('an account without history: "No transactions found"', async () => {
    const nobody = '0x000000000000000000000000000000000000dEaD'
    for (const action of ['txlist', 'tokentx'] as const)
      expect(await history(action, nobody)).toEqual({
        status: '0',
        message: 'No transactions found',
        result: [],
      })
  })

  test('refuses what Etherscan refuses, in its words', async () => {
    expect(await history('txlist', '0x1234' as Address)).toEqual({
      status: '0',
      message: 'NOTOK',
      result: 'Error! Invalid address format',
    })
    expect(
      (await ask({ module: 'account', action: 'balancehistory', address: account(1).address })).body,
    ).toMatchObject({ status: '0', message: 'NOTOK', result: 'Error! Missing Or invalid Action name' })
    expect((await history('txlist', account(1).address, { page: '101', offset: '100' })).result).toMatch(
      /^Result window is too large/,
    )
  })

  test('serves each chain at its own URL, and no other', async () => {
    const chainB = await ask({ module: 'account', action: 'txlist', address: account(2).address }, 31338)
    expect(chainB.body.result.map((row: { hash: string }) => row.hash)).not.toContain(sent.eth)
    expect(() => explorer.url(1)).toThrow(expect.objectContaining({ name: 'ExplorerApiChainNotFoundError' }))
    const unknown = await fetch(explorer.url(31337).replace('/31337/', '/1/'))
    expect(unknown.status).toBe(404)
  })

  test('plays a queued fault once, on the list it names, then answers again', async () => {
    explorer.faults.next({ path: /action=tokentx/, status: 503 })
    expect((await history('txlist', account(2).address)).status).toBe('1')
    expect((await ask({ module: 'account', action: 'tokentx', address: account(2).address })).status).toBe(
      503,
    )
    expect((await history('tokentx', account(2).address)).status).toBe('1')
  })

  test('refuses to start without chains', async () => {
    await expect(startExplorerApi({ chains: [] })).rejects.toMatchObject({ name: 'ExplorerApiOptionsError' })
  })
})
