import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EvmRig, startEvm } from '../../evm/startEvm.js'
import { type CreateEvmWalletParameters, createEvmWallet } from './createEvmWallet.js'
import type { EvmWalletEvent } from './evmWalletContext.js'

const site = 'http://127.0.0.1:5173'
let rig: EvmRig

beforeAll(async () => {
  rig = await startEvm()
}, 30_000)
afterAll(() => rig?.stop())

const walletOnRig = (overrides: Partial<CreateEvmWalletParameters> = {}) => {
  const wallet = createEvmWallet({
    privateKeys: rig.accounts.map((account) => account.privateKey),
    chains: rig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    ...overrides,
  })
  const events: EvmWalletEvent[] = []
  wallet.subscribe((event) => events.push(event))
  return {
    wallet,
    events,
    request: (method: string, params?: unknown[]) => wallet.request({ method, params }, site),
  }
}

const publicClient = (index: 0 | 1) =>
  createPublicClient({ chain: rig.chains[index].chain, transport: http(), pollingInterval: 50 })

describe('authorization', () => {
  test('reveals no account before the site is authorized, then only to that site', async () => {
    const { wallet, request, events } = walletOnRig()
    expect(await request('eth_accounts')).toEqual([])
    await expect(request('personal_sign', ['0x68656c6c6f', wallet.address])).rejects.toMatchObject({
      code: 4100,
    })
    expect(await request('eth_requestAccounts')).toEqual([wallet.address])
    expect(await request('eth_accounts')).toEqual([wallet.address])
    expect(await wallet.request({ method: 'eth_accounts' }, 'http://127.0.0.1:9999')).toEqual([])
    expect(events).toEqual([{ type: 'accountsChanged', origin: site, accounts: [wallet.address] }])
  })

  test('a rejected connect is 4001 and a retry connects', async () => {
    const { wallet, request } = walletOnRig()
    wallet.reject('connect', { times: 1 })
    await expect(request('eth_requestAccounts')).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await request('eth_accounts')).toEqual([])
    expect(await request('eth_requestAccounts')).toEqual([wallet.address])
    expect(wallet.requests.map(({ method, error }) => [method, error?.code])).toEqual([
      ['eth_requestAccounts', 4001],
      ['eth_accounts', undefined],
      ['eth_requestAccounts', undefined],
    ])
  })

  test('lock hides the accounts and unlock shows them again, with events', async () => {
    const { wallet, request, events } = walletOnRig()
    await request('eth_requestAccounts')
    wallet.lock()
    expect(await request('eth_accounts')).toEqual([])
    await expect(request('eth_requestAccounts')).rejects.toMatchObject({ code: 4001 })
    wallet.unlock()
    expect(await request('eth_accounts')).toEqual([wallet.address])
    expect(events.slice(1).map((event) => event.type === 'accountsChanged' && event.accounts)).toEqual([
      [],
      [wallet.address],
    ])
  })

  test('wallet-side account switch and disconnect reach the authorized site', async () => {
    const { wallet, request, events } = walletOnRig()
    await request('eth_requestAccounts')
    wallet.switchAccount(2)
    expect(await request('eth_accounts')).toEqual([rig.accounts[2]?.address])
    wallet.disconnect()
    expect(await request('eth_accounts')).toEqual([])
    expect(events.slice(1).map((event) => event.type)).toEqual([
      'accountsChanged',
      'accountsChanged',
      'disconnect',
    ])
  })
})

describe('signing and sending', () => {
  test('personal_sign and eth_signTypedData_v4 signatures verify for the active account', async () => {
    const { wallet, request } = walletOnRig()
    await request('eth_requestAccounts')
    const signature = await request('personal_sign', ['0x68656c6c6f', wallet.address])
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hello',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    const typedData = {
      domain: { name: 'LatchKit', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const typed = await request('eth_signTypedData_v4', [wallet.address, JSON.stringify(typedData)])
    expect(
      await verifyTypedData({ address: wallet.address, ...typedData, signature: typed as `0x${string}` }),
    ).toBe(true)
    await expect(
      request('eth_signTypedData_v4', [
        wallet.address,
        JSON.stringify({ ...typedData, domain: { chainId: 1 } }),
      ]),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('a rejected sign is 4001; a delay holds the answer back', async () => {
    const { wallet, request } = walletOnRig()
    await request('eth_requestAccounts')
    wallet.reject('sign')
    await expect(request('personal_sign', ['0x01', wallet.address])).rejects.toMatchObject({ code: 4001 })
    wallet.allow('sign')
    wallet.setDelay(80)
    const startedAt = performance.now()
    await request('personal_sign', ['0x01', wallet.address])
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(75)
  })

  test('eth_sendTransaction moves ETH on anvil; a rejected send moves nothing', async () => {
    const { wallet, request } = walletOnRig()
    await request('eth_requestAccounts')
    const to = rig.accounts[7]?.address as `0x${string}`
    const client = publicClient(0)
    const before = await client.getBalance({ address: to })
    const hash = await request('eth_sendTransaction', [
      { from: wallet.address, to, value: '0xde0b6b3a7640000' },
    ])
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1'))
    wallet.reject('send', { times: 1 })
    await expect(
      request('eth_sendTransaction', [{ from: wallet.address, to, value: '0x1' }]),
    ).rejects.toMatchObject({ code: 4001 })
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1'))
  })

  test('wallet_sendCalls sends each call and wallet_getCallsStatus reports their receipts', async () => {
    const { wallet, request } = walletOnRig()
    await request('eth_requestAccounts')
    const to = rig.accounts[8]?.address
    expect(await request('wallet_getCapabilities', [wallet.address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    const calls = [
      { to, value: '0x1' },
      { to, value: '0x2' },
    ]
    await expect(
      request('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls }]),
    ).rejects.toMatchObject({ code: 5760 })
    const { id } = (await request('wallet_sendCalls', [
      { version: '2.0.0', chainId: '0x7a69', from: wallet.address, atomicRequired: false, calls },
    ])) as { id: string }
    const status = (await request('wallet_getCallsStatus', [id])) as {
      status: number
      receipts: { status: string }[]
    }
    expect(status).toMatchObject({ id, chainId: '0x7a69', status: 200, atomic: false })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    await expect(request('wallet_getCallsStatus', ['0x1234'])).rejects.toMatchObject({ code: 5730 })
  })
})

describe('chains and reads', () => {
  test('switches between the rig chains with chainChanged, and reads follow the chain', async () => {
    const { wallet, request, events } = walletOnRig()
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    expect(await request('eth_chainId')).toBe('0x7a6a')
    expect(await request('net_version')).toBe('31338')
    wallet.switchChain(31337)
    expect(events).toEqual([
      { type: 'chainChanged', chainId: '0x7a6a' },
      { type: 'chainChanged', chainId: '0x7a69' },
    ])
    expect(BigInt((await request('eth_getBalance', [wallet.address, 'latest'])) as string)).toBeGreaterThan(
      0n,
    )
  })

  test('an unknown chain is 4902 until the site adds it, which also switches to it', async () => {
    const [chainA, chainB] = rig.chains
    const { request, events } = walletOnRig({
      chains: [{ chainId: 31337, name: chainA.name, rpcUrl: chainA.rpcUrl }],
    })
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).rejects.toMatchObject({
      code: 4902,
    })
    await expect(
      request('wallet_addEthereumChain', [
        { chainId: '0x7a6a', chainName: 'Wrong', rpcUrls: [chainA.rpcUrl] },
      ]),
    ).rejects.toMatchObject({ code: -32602 })
    await request('wallet_addEthereumChain', [
      {
        chainId: '0x7a6a',
        chainName: chainB.name,
        rpcUrls: [chainB.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(await request('eth_chainId')).toBe('0x7a6a')
    expect(events).toEqual([{ type: 'chainChanged', chainId: '0x7a6a' }])
  })

  test('refuses node-side signing and unknown methods with 4200, and bad params with -32602', async () => {
    const { request } = walletOnRig()
    await expect(request('eth_sign', [])).rejects.toMatchObject({ code: 4200 })
    await expect(request('anvil_setBalance', [])).rejects.toMatchObject({ code: 4200 })
    await expect(request('wallet_switchEthereumChain', [{ chainId: 31338 }])).rejects.toMatchObject({
      code: -32602,
    })
    await expect(request('eth_getBalance', ['not an address', 'latest'])).rejects.toMatchObject({
      code: expect.any(Number),
    })
  })
})
