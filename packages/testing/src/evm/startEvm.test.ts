import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  multicall3Abi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { normalize } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { StartEvmOptionsError } from './errors.js'
import { rigPoolTotal } from './rigPools.js'
import { type EvmRig, startEvm } from './startEvm.js'
import type { EvmRigChain } from './startRigChain.js'

let rig: EvmRig
let startupMs: number

beforeAll(async () => {
  const startedAt = performance.now()
  rig = await startEvm()
  startupMs = performance.now() - startedAt
}, 20_000)
afterAll(() => rig?.stop())

// viem polls receipts every 4 s by default (ARCHITECTURE.md pitfalls); 50 ms keeps tests fast.
const publicClientFor = (rigChain: EvmRigChain) =>
  createPublicClient({ chain: rigChain.chain, transport: http(), pollingInterval: 50 })

const chainA = () => rig.chains[0]
const chainB = () => rig.chains[1]
const account = (index: number) => {
  const found = rig.accounts[index]
  if (!found) throw new Error(`No test account ${index}.`)
  return found
}

test('starts two chains with different ids within the 10 s budget', async () => {
  expect(startupMs).toBeLessThan(10_000)
  expect(rig.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([
    { chainId: 31337, name: 'LatchKit Local A' },
    { chainId: 31338, name: 'LatchKit Local B' },
  ])
  expect(await publicClientFor(chainA()).getChainId()).toBe(31337)
  expect(await publicClientFor(chainB()).getChainId()).toBe(31338)
  expect(new URL(chainA().rpcUrl).hostname).toBe('127.0.0.1')
  expect(chainA().rpcUrl).not.toBe(chainB().rpcUrl)
})

test('the exported accounts are the ones anvil funds, with keys that sign for them', async () => {
  const nodeAccounts = await createWalletClient({ chain: chainB().chain, transport: http() }).getAddresses()
  expect(nodeAccounts).toEqual(rig.accounts.map(({ address }) => address))
  for (const { address, privateKey } of rig.accounts)
    expect(privateKeyToAccount(privateKey).address).toBe(address)
  expect(await publicClientFor(chainB()).getBalance({ address: account(1).address })).toBe(
    parseEther('10000'),
  )
})

describe.each([0, 1])('on chain %i', (chainIndex) => {
  const rigChain = () => rig.chains[chainIndex] as EvmRigChain

  test('both tokens are read in one Multicall3 eth_call', async () => {
    const calls: { method: string; params: [{ to?: Address }] }[] = []
    const client = createPublicClient({
      chain: rigChain().chain,
      transport: http(undefined, {
        onFetchRequest: async (request) => {
          calls.push(JSON.parse(await request.clone().text()))
        },
      }),
    })
    const holder = account(2).address
    const { lUSD, LTK } = rigChain().tokens
    const results = await client.multicall({
      allowFailure: false,
      contracts: [lUSD, LTK].flatMap(({ address }) => [
        { address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] } as const,
        { address, abi: erc20Abi, functionName: 'decimals' } as const,
        { address, abi: erc20Abi, functionName: 'symbol' } as const,
      ]),
    })
    expect(results).toEqual([parseUnits('10000', 6), 6, 'lUSD', parseUnits('1000', 18), 18, 'LTK'])
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('eth_call')
    expect(calls[0]?.params[0].to?.toLowerCase()).toBe(rigChain().contracts.multicall3.toLowerCase())
    expect(rigChain().chain.contracts?.multicall3?.address).toBe(rigChain().contracts.multicall3)
  })

  test('Multicall3 reports a failed call when failure is allowed', async () => {
    const client = publicClientFor(rigChain())
    const [balance, transfer] = await client.multicall({
      contracts: [
        { address: rigChain().tokens.lUSD.address, abi: erc20Abi, functionName: 'totalSupply' },
        // A transferFrom without allowance reverts inside the batch.
        {
          address: rigChain().tokens.lUSD.address,
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [account(1).address, account(2).address, 1n],
        },
      ],
      multicallAddress: rigChain().contracts.multicall3,
    })
    // Every test account's lUSD, and what the liquidity account put in the pools.
    expect(balance).toEqual({
      status: 'success',
      result: parseUnits('10000', 6) * BigInt(rig.accounts.length) + rigPoolTotal('lUSD'),
    })
    expect(transfer?.status).toBe('failure')
    expect(
      await client.readContract({
        address: rigChain().contracts.multicall3,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [[]],
      }),
    ).toEqual([])
  })

  test('Multicall3 getEthBalance answers native balances as eth_getBalance does (wagmi batches them)', async () => {
    const client = publicClientFor(rigChain())
    const address = account(3).address
    expect(
      await client.readContract({
        address: rigChain().contracts.multicall3,
        abi: multicall3Abi,
        functionName: 'getEthBalance',
        args: [address],
      }),
    ).toBe(await client.getBalance({ address }))
  })

  test("ENS names, addresses and avatars resolve through the chain's universal resolver", async () => {
    const client = publicClientFor(rigChain())
    expect(rig.ensProfiles.map(({ name }) => name)).toEqual([
      'alice.latch.eth',
      'bob.latch.eth',
      'carol.latch.eth',
    ])
    for (const [index, profile] of rig.ensProfiles.entries()) {
      expect(profile.address).toBe(account(index).address)
      expect(await client.getEnsName({ address: profile.address })).toBe(profile.name)
      expect(await client.getEnsAddress({ name: normalize(profile.name) })).toBe(profile.address)
      expect(await client.getEnsText({ name: profile.name, key: 'avatar' })).toBe(profile.avatar)
      expect(await client.getEnsAvatar({ name: profile.name })).toBe(profile.avatar)
    }
    const avatar = rig.ensProfiles[0]?.avatar ?? ''
    expect(avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(avatar.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<svg [^>]*>.*<\/svg>$/)
    expect(await client.getEnsResolver({ name: 'alice.latch.eth' })).toBe(
      rigChain().contracts.ensUniversalResolver,
    )
  })

  test('accounts and names without ENS records resolve to null', async () => {
    const client = publicClientFor(rigChain())
    expect(await client.getEnsName({ address: account(5).address })).toBeNull()
    expect(await client.getEnsAddress({ name: 'nobody.latch.eth' })).toBeNull()
    expect(await client.getEnsAvatar({ name: 'nobody.latch.eth' })).toBeNull()
    expect(await client.getEnsText({ name: 'alice.latch.eth', key: 'com.twitter' })).toBeNull()
  })
})

test('a transfer on chain A does not change chain B', async () => {
  const [sender, receiver] = [account(3), account(4)]
  const readBalances = (rigChain: EvmRigChain) => {
    const client = publicClientFor(rigChain)
    return Promise.all([
      client.getBalance({ address: receiver.address }),
      client.readContract({
        address: rigChain.tokens.lUSD.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver.address],
      }),
    ])
  }
  const [beforeA, beforeB] = [await readBalances(chainA()), await readBalances(chainB())]

  const wallet = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    chain: chainA().chain,
    transport: http(),
    pollingInterval: 50,
  })
  const client = publicClientFor(chainA())
  const hashes = [
    await wallet.sendTransaction({ to: receiver.address, value: parseEther('1.5') }),
    await wallet.writeContract({
      address: chainA().tokens.lUSD.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver.address, parseUnits('25', 6)],
    }),
  ]
  for (const hash of hashes) expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')

  expect(await readBalances(chainA())).toEqual([
    (beforeA[0] ?? 0n) + parseEther('1.5'),
    (beforeA[1] ?? 0n) + parseUnits('25', 6),
  ])
  expect(await readBalances(chainB())).toEqual(beforeB)
})

test('rejects an account count that leaves no room for the ENS names, starting nothing', async () => {
  await expect(startEvm({ accountCount: 2 })).rejects.toThrowError(StartEvmOptionsError)
  await expect(startEvm({ accountCount: 2 })).rejects.toThrowErrorMatchingInlineSnapshot(
    `[StartEvmOptionsError: accountCount must be a whole number from 3 to 100; got 2.]`,
  )
})

// Runs last: it stops the rig that the tests above share.
test('stop() ends both anvil processes', async () => {
  const pids = rig.chains.map(({ pid }) => pid)
  expect(new Set(pids).size).toBe(2)
  for (const pid of pids) expect(() => process.kill(pid, 0)).not.toThrow()
  await rig.stop()
  for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow()
  await expect(fetch(chainA().rpcUrl, { method: 'POST' })).rejects.toThrow()
  await rig.stop()
})
