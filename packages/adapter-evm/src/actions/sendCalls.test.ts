import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import { createRigAdapter, createRigWallet, testWalletInfo } from '../test-utils/evmTestSetup.js'
import { announceWallet, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { NodeWallet } from '../test-utils/nodeWallet.js'
import { createRigClient } from '../test-utils/rigClient.js'

const connectorId = testWalletInfo.rdns

let rig: EvmRig
let rigClient: ReturnType<typeof createRigClient>
let uninstall: () => void
let wallet: NodeWallet
let adapter: EvmAdapter
let receiver: Address

beforeAll(async () => {
  rig = await startEvm({ accountCount: 4 })
  rigClient = createRigClient(rig)
  receiver = rig.accounts[3]?.address ?? '0x'
})
afterAll(() => rig?.stop())
beforeEach(async () => {
  const page = installFakeWindow()
  uninstall = page.uninstall
  wallet = createRigWallet(rig)
  announceWallet(page.window, testWalletInfo, wallet.provider)
  adapter = createRigAdapter(rig)
  await adapter.connect({ connectorId })
})
afterEach(() => {
  adapter.destroy()
  uninstall()
})

describe('sendCalls', () => {
  it('sends a batch through wallet_sendCalls: both calls land', async () => {
    const token = rig.chains[0].tokens.lUSD.address
    const [ethBefore, lusdBefore] = await Promise.all([
      rigClient.client.getBalance({ address: receiver }),
      rigClient.lusdBalance(receiver),
    ])
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 7n] })
    const { id } = await adapter.sendCalls({
      connectorId,
      calls: [
        { to: receiver, value: 5n },
        { to: token, data: transfer },
      ],
    })
    expect(wallet.methods).toContain('wallet_sendCalls')
    // The test wallet names a batch by its last transaction.
    await rigClient.client.waitForTransactionReceipt({ hash: id as `0x${string}` })
    expect(await rigClient.client.getBalance({ address: receiver })).toBe(ethBefore + 5n)
    expect(await rigClient.lusdBalance(receiver)).toBe(lusdBefore + 7n)
  })

  it.each([
    [
      "a 'to' without 0x",
      [{ to: 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266' }],
      "Call 0: 'to' must be an address starting with 0x",
    ],
    [
      "'data' without 0x",
      [{ to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', data: 'abcd' }],
      "Call 0: 'data' must start with 0x",
    ],
    [
      'a bad second call',
      [
        { to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
        { to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', data: '0xzz' },
      ],
      "Call 1: 'data' must start with 0x",
    ],
  ])('refuses %s before the wallet sees it', async (_, calls, shortMessage) => {
    await expect(adapter.sendCalls({ connectorId, calls })).rejects.toMatchObject({
      name: 'InvalidSendCallError',
      shortMessage,
    })
    expect(wallet.methods).not.toContain('wallet_sendCalls')
  })

  it('refuses an empty batch', async () => {
    await expect(adapter.sendCalls({ connectorId, calls: [] })).rejects.toMatchObject({
      name: 'NoCallsError',
    })
  })
})

describe('gas', () => {
  it('estimates a plain transfer at 21000 gas', async () => {
    const network = adapter.networks[0]
    if (!network) throw new Error('no network')
    expect(await adapter.estimateGas({ network, from: wallet.address, to: receiver, value: 1n })).toBe(
      21_000n,
    )
  })

  it('reads the gas price of a served network', async () => {
    const network = adapter.networks[0]
    if (!network) throw new Error('no network')
    expect(await adapter.getGasPrice({ network })).toBe(await rigClient.client.getGasPrice())
  })

  it("refuses a network it does not serve with 'Network not supported for Gas Price'", async () => {
    await expect(
      adapter.getGasPrice({ network: { id: 1, caipNetworkId: 'eip155:1' } }),
    ).rejects.toMatchObject({
      name: 'GasPriceNetworkNotSupportedError',
      shortMessage: 'Network not supported for Gas Price',
    })
  })
})
