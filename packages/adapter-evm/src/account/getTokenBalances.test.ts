import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { http } from '@wagmi/core'
import { type Address, type Chain, encodeAbiParameters } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { createRigAdapter } from '../test-utils/evmTestSetup.js'
import { installScriptedContract } from '../test-utils/scriptedContract.js'
import type { EvmTokenListing } from './evmTokenListing.js'

let rig: EvmRig
const account = (index: number) => {
  const found = rig.accounts[index]
  if (!found) throw new Error(`The rig has no account ${index}.`)
  return found.address
}
const nobody: Address = '0x000000000000000000000000000000000000bEEF'

beforeAll(async () => {
  rig = await startEvm({ accountCount: 4 })
})
afterAll(() => rig?.stop())

/** The JSON-RPC requests (method and `to` of calls) an adapter's transport sent, and its HTTP requests. */
function recordRequests() {
  const requests: { method: string; to?: string }[] = []
  const fetches: unknown[] = []
  const onFetchRequest = async (request: Request) => {
    const body = await request.clone().json()
    fetches.push(body)
    for (const call of Array.isArray(body) ? body : [body])
      requests.push({ method: call.method, to: call.params?.[0]?.to?.toLowerCase() })
  }
  return { requests, fetches, onFetchRequest }
}

const ethOf = (numeric: string) => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('getTokenBalances', () => {
  it("lists the native balance, then each listed token the account holds, with the contract's own fields where the site gave none", async () => {
    const { lUSD, LTK } = rig.chains[0].tokens
    const tokens: EvmTokenListing[] = [
      { chainId: 31337, address: lUSD.address },
      { chainId: 31337, address: LTK.address, symbol: 'LTK', iconUrl: 'https://site.example/ltk.svg' },
      { chainId: 31338, address: rig.chains[1].tokens.lUSD.address, symbol: 'lUSD-B' },
    ]
    const adapter = createRigAdapter(rig, { tokens })
    const [chainA] = adapter.networks as [EvmNetwork]
    expect(await adapter.getTokenBalances({ address: account(3), network: chainA })).toEqual([
      ethOf('10000'),
      {
        name: 'Latch USD',
        symbol: 'lUSD',
        chainId: 'eip155:31337',
        address: lUSD.address,
        price: 0,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: '',
      },
      {
        name: 'Latch Token',
        symbol: 'LTK',
        chainId: 'eip155:31337',
        address: LTK.address,
        price: 0,
        quantity: { decimals: '18', numeric: '1000' },
        iconUrl: 'https://site.example/ltk.svg',
      },
    ])
    adapter.destroy()
  })

  it('leaves out tokens the account does not hold, and lists the native currency even at 0', async () => {
    const adapter = createRigAdapter(rig, {
      tokens: [{ chainId: 31337, address: rig.chains[0].tokens.lUSD.address }],
    })
    const [chainA] = adapter.networks as [EvmNetwork]
    expect(await adapter.getTokenBalances({ address: nobody, network: chainA })).toEqual([ethOf('0')])
    adapter.destroy()
  })

  it("reads every listed token in one call to the chain's Multicall3, beside the native balance", async () => {
    const { requests, onFetchRequest } = recordRequests()
    const { lUSD, LTK } = rig.chains[0].tokens
    const adapter = createRigAdapter(rig, {
      tokens: [
        { chainId: 31337, address: lUSD.address },
        { chainId: 31337, address: LTK.address },
      ],
      transports: { 31337: http(rig.chains[0].rpcUrl, { onFetchRequest }) },
    })
    const [chainA] = adapter.networks as [EvmNetwork]
    expect(await adapter.getTokenBalances({ address: account(3), network: chainA })).toHaveLength(3)
    expect(requests.map(({ method }) => method).sort()).toEqual(['eth_call', 'eth_getBalance'])
    expect(requests.find(({ method }) => method === 'eth_call')?.to).toBe(
      rig.chains[0].contracts.multicall3.toLowerCase(),
    )
    adapter.destroy()
  })

  it('works on a chain without Multicall3: reads in parallel, one JSON-RPC batch with a batching transport', async () => {
    const { requests, fetches, onFetchRequest } = recordRequests()
    const { contracts: _, ...withoutContracts } = rig.chains[0].chain
    const chain: Chain = withoutContracts
    const { lUSD, LTK } = rig.chains[0].tokens
    const adapter = new EvmAdapter({
      networks: [chain],
      tokens: [
        { chainId: 31337, address: lUSD.address },
        { chainId: 31337, address: LTK.address },
      ],
      transports: { 31337: http(rig.chains[0].rpcUrl, { batch: true, onFetchRequest }) },
    })
    const [network] = adapter.networks as [EvmNetwork]
    const balances = await adapter.getTokenBalances({ address: account(3), network })
    expect(balances.map(({ symbol, quantity }) => [symbol, quantity.numeric])).toEqual([
      ['ETH', '10000'],
      ['lUSD', '10000'],
      ['LTK', '1000'],
    ])
    const calls = requests.filter(({ method }) => method === 'eth_call')
    expect(calls.map(({ to }) => to).sort()).toEqual(
      [...Array(4).fill(lUSD.address.toLowerCase()), ...Array(4).fill(LTK.address.toLowerCase())].sort(),
    )
    expect(fetches).toHaveLength(1)
    adapter.destroy()
  })

  it("treats a token contract's answers as untrusted: hidden characters and overlong text cut, impossible decimals or no ERC-20 left out", async () => {
    const [cleanToken, badDecimals] = [
      '0x00000000000000000000000000000000000a11ce',
      '0x00000000000000000000000000000000000bad0d',
    ] as const
    const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
    const text = (value: string) => encodeAbiParameters([{ type: 'string' }], [value])
    await installScriptedContract(rig.chains[0].rpcUrl, cleanToken, {
      'balanceOf(address)': uint(1_500_000n),
      'decimals()': uint(6n),
      'symbol()': text('  US\u200BDC\u202E '),
      'name()': text(`Totally Real ${'Dollar '.repeat(40)}`),
    })
    await installScriptedContract(rig.chains[0].rpcUrl, badDecimals, {
      'balanceOf(address)': uint(1n),
      'decimals()': uint(300n),
      'symbol()': text('BAD'),
      'name()': text('Bad decimals'),
    })
    const adapter = createRigAdapter(rig, {
      tokens: [
        { chainId: 31337, address: cleanToken },
        { chainId: 31337, address: badDecimals },
        // An account, not a contract: it answers no call.
        { chainId: 31337, address: account(2) },
      ],
    })
    const [chainA] = adapter.networks as [EvmNetwork]
    const [, ...tokens] = await adapter.getTokenBalances({ address: account(3), network: chainA })
    expect(tokens).toHaveLength(1)
    expect(tokens[0]).toMatchObject({ symbol: 'USDC', quantity: { decimals: '6', numeric: '1.5' } })
    expect(Array.from(tokens[0]?.name ?? '')).toHaveLength(64)
    expect(tokens[0]?.name).toMatch(/^Totally Real Dollar Dollar/)
    adapter.destroy()
  })

  it('refuses an invalid address or a network it does not serve', async () => {
    const adapter = createRigAdapter(rig)
    const [chainA] = adapter.networks as [EvmNetwork]
    await expect(adapter.getTokenBalances({ address: '0xdead', network: chainA })).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    await expect(
      adapter.getTokenBalances({ address: nobody, network: { ...chainA, id: 1, caipNetworkId: 'eip155:1' } }),
    ).rejects.toMatchObject({ name: 'NetworkNotFoundError' })
    adapter.destroy()
  })
})
