import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { type Address, maxUint256, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
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
let network: EvmNetwork
let receiver: Address

beforeAll(async () => {
  rig = await startEvm({ accountCount: 5 })
  rigClient = createRigClient(rig)
  receiver = rig.accounts[4]?.address ?? '0x'
})
afterAll(() => rig?.stop())
beforeEach(async () => {
  const page = installFakeWindow()
  uninstall = page.uninstall
  wallet = createRigWallet(rig)
  announceWallet(page.window, testWalletInfo, wallet.provider)
  adapter = createRigAdapter(rig)
  network = adapter.networks[0] as EvmNetwork
  await adapter.connect({ connectorId })
})
afterEach(() => {
  adapter.destroy()
  uninstall()
})

const mined = (hash: `0x${string}`) => rigClient.client.waitForTransactionReceipt({ hash })

describe('sendToken', () => {
  it('sends ETH: the receiver holds exactly that much more', async () => {
    const before = await rigClient.client.getBalance({ address: receiver })
    const hash = await adapter.sendToken({
      connectorId,
      network,
      token: { type: 'native' },
      sendTokenAmount: '0.25',
      receiverAddress: receiver,
    })
    expect((await mined(hash)).status).toBe('success')
    expect(await rigClient.client.getBalance({ address: receiver })).toBe(before + parseEther('0.25'))
  })

  it('sends an ERC-20 (lUSD, 6 decimals): balances move by the amount', async () => {
    const token = rig.chains[0].tokens.lUSD
    const [senderBefore, receiverBefore] = await Promise.all([
      rigClient.lusdBalance(wallet.address),
      rigClient.lusdBalance(receiver),
    ])
    const hash = await adapter.sendToken({
      connectorId,
      network,
      token: { type: 'token', address: token.address, decimals: token.decimals },
      sendTokenAmount: '12.5',
      receiverAddress: receiver,
    })
    expect((await mined(hash)).status).toBe('success')
    expect(await rigClient.lusdBalance(receiver)).toBe(receiverBefore + 12_500_000n)
    expect(await rigClient.lusdBalance(wallet.address)).toBe(senderBefore - 12_500_000n)
  })

  it.each([
    [
      'no amount',
      { sendTokenAmount: undefined, receiverAddress: '0x0000000000000000000000000000000000000001' },
    ],
    [
      'a blank amount',
      { sendTokenAmount: '  ', receiverAddress: '0x0000000000000000000000000000000000000001' },
    ],
    ['no receiver', { sendTokenAmount: '1', receiverAddress: undefined }],
  ])("refuses %s with 'An amount and receiver address are required'", async (_, form) => {
    const error = await adapter
      .sendToken({ connectorId, network, token: { type: 'native' }, ...form })
      .catch((e) => e)
    expect(error).toMatchObject({
      name: 'SendAmountAndReceiverRequiredError',
      shortMessage: 'An amount and receiver address are required',
    })
  })

  it("refuses a send without a token, a token without its address or of an unknown type, with 'A token is required'", async () => {
    const form = { connectorId, network, sendTokenAmount: '1', receiverAddress: receiver }
    const tokens = [
      undefined,
      { type: 'token', address: undefined, decimals: 6 } as const,
      // The adapter's former name of a token send, from JavaScript that predates core's.
      { type: 'erc20', address: rig.chains[0].tokens.lUSD.address, decimals: 6 } as never,
    ]
    for (const token of tokens) {
      const error = await adapter.sendToken({ ...form, token }).catch((caught) => caught)
      expect(error).toMatchObject({ name: 'SendTokenRequiredError', shortMessage: 'A token is required' })
    }
    expect(wallet.methods).not.toContain('eth_sendTransaction')
  })

  it('refuses amounts that are not positive decimals within the decimals, and bad receivers', async () => {
    const form = { connectorId, network, token: { type: 'native' } as const, receiverAddress: receiver }
    for (const sendTokenAmount of ['abc', '-1', '0', '1e3', '0.0000000000000000001'])
      await expect(adapter.sendToken({ ...form, sendTokenAmount })).rejects.toMatchObject({
        name: 'InvalidAmountError',
      })
    await expect(
      adapter.sendToken({ ...form, sendTokenAmount: '1', receiverAddress: '0xnot-an-address' }),
    ).rejects.toMatchObject({ name: 'InvalidAddressError' })
    expect(wallet.methods).not.toContain('eth_sendTransaction')
  })

  it('turns a refused send into UserRejectedRequestError', async () => {
    wallet.rejectNext('send')
    await expect(
      adapter.sendToken({
        connectorId,
        network,
        token: { type: 'native' },
        sendTokenAmount: '1',
        receiverAddress: receiver,
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  })
})

describe('sendTransaction fee validation', () => {
  const cases = [
    ['gasPrice with maxFeePerGas', { gasPrice: 1n, maxFeePerGas: 2n }, 'FeeConflictError'],
    ['gasPrice with maxPriorityFeePerGas', { gasPrice: 1n, maxPriorityFeePerGas: 1n }, 'FeeConflictError'],
    ['maxFeePerGas above 2^256-1', { maxFeePerGas: maxUint256 + 1n }, 'FeeCapTooHighError'],
    [
      'a priority fee above the fee cap',
      { maxFeePerGas: 1n, maxPriorityFeePerGas: 2n },
      'TipAboveFeeCapError',
    ],
  ] as const
  it.each(cases)('refuses %s before the wallet sees it', async (_, fees, name) => {
    await expect(
      adapter.sendTransaction({ connectorId, to: receiver, value: 1n, ...fees }),
    ).rejects.toMatchObject({ name })
    expect(wallet.methods).not.toContain('eth_sendTransaction')
  })

  it('refuses an invalid recipient', async () => {
    await expect(adapter.sendTransaction({ connectorId, to: '0x1234' })).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
  })

  it('sends with valid EIP-1559 fees', async () => {
    const fees = await rigClient.client.estimateFeesPerGas()
    const hash = await adapter.sendTransaction({ connectorId, to: receiver, value: 1n, ...fees })
    expect((await mined(hash)).status).toBe('success')
  })
})
