import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { http } from '@wagmi/core'
import { type Address, formatEther, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { createRigAdapter, createRigWallet, testWalletInfo } from '../test-utils/evmTestSetup.js'
import { announceWallet, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { NodeWallet } from '../test-utils/nodeWallet.js'
import { createRigClient } from '../test-utils/rigClient.js'
import type { EvmSendTokenParameters } from './sendToken.js'

// The fee the send form shows before the visitor confirms, against what the same send then costs
// on a real chain.
const connectorId = testWalletInfo.rdns

let rig: EvmRig
let rigClient: ReturnType<typeof createRigClient>
let uninstall: () => void
let wallet: NodeWallet
let adapter: EvmAdapter
let network: EvmNetwork
let receiver: Address
/** The JSON-RPC requests the adapter sent to chain A, as bodies. */
let rpcRequests: { method: string; params: unknown[] }[]

beforeAll(async () => {
  rig = await startEvm({ accountCount: 5 })
  rigClient = createRigClient(rig)
  receiver = rig.accounts[4]?.address ?? '0x'
})
afterAll(() => rig?.stop())
beforeEach(async () => {
  const page = installFakeWindow()
  uninstall = page.uninstall
  wallet = createRigWallet(rig, { sharedAccounts: 'all' })
  announceWallet(page.window, testWalletInfo, wallet.provider)
  rpcRequests = []
  const onFetchRequest = async (request: Request) => {
    const body = await request.clone().json()
    rpcRequests.push(...(Array.isArray(body) ? body : [body]))
  }
  adapter = createRigAdapter(rig, { transports: { 31337: http(rig.chains[0].rpcUrl, { onFetchRequest }) } })
  network = adapter.networks[0] as EvmNetwork
  await adapter.connect({ connectorId })
})
afterEach(() => {
  adapter.destroy()
  uninstall()
})

const form = (values: Partial<EvmSendTokenParameters> = {}): EvmSendTokenParameters => ({
  connectorId,
  network,
  token: { type: 'native' },
  sendTokenAmount: '0.5',
  receiverAddress: receiver,
  ...values,
})
/** What a mined transaction cost its sender, in ETH. */
const paidFor = async (hash: `0x${string}`) => {
  const receipt = await rigClient.client.waitForTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

describe('estimateSendFee', () => {
  it('prices an ETH send as 21,000 gas at the fee cap a send would use, in ETH', async () => {
    const { maxFeePerGas } = await rigClient.client.estimateFeesPerGas()
    const estimate = await adapter.estimateSendFee(form())
    expect(estimate).toEqual({ fee: formatEther(21_000n * maxFeePerGas), symbol: 'ETH' })
    // The send itself costs no more than that.
    expect(await paidFor(await adapter.sendToken(form()))).toBeLessThanOrEqual(parseEther(estimate.fee))
  })

  it("prices an ERC-20 send as its contract's transfer, which costs more gas than a plain transfer", async () => {
    const token = rig.chains[0].tokens.lUSD
    const tokenForm = form({
      token: { type: 'token', address: token.address, decimals: token.decimals },
      sendTokenAmount: '12.5',
    })
    const [native, erc20] = await Promise.all([
      adapter.estimateSendFee(form()),
      adapter.estimateSendFee(tokenForm),
    ])
    expect(erc20.symbol).toBe('ETH')
    expect(parseEther(erc20.fee)).toBeGreaterThan(parseEther(native.fee))
    expect(await paidFor(await adapter.sendToken(tokenForm))).toBeLessThanOrEqual(parseEther(erc20.fee))
  })

  it('estimates from the active account, without a wallet prompt', async () => {
    const second = wallet.accounts[1]?.address as Address
    adapter.setActiveAccount({ connectorId, address: second })
    await adapter.estimateSendFee(form())
    const estimates = rpcRequests.filter((request) => request.method === 'eth_estimateGas')
    expect(estimates.map((request) => (request.params[0] as { from: string }).from.toLowerCase())).toEqual([
      second.toLowerCase(),
    ])
    expect(wallet.methods).not.toContain('eth_sendTransaction')
  })

  it('refuses what sendToken refuses, with the same errors, before any request', async () => {
    const cases: [Partial<EvmSendTokenParameters>, string][] = [
      [{ sendTokenAmount: ' ' }, 'SendAmountAndReceiverRequiredError'],
      [{ receiverAddress: undefined }, 'SendAmountAndReceiverRequiredError'],
      [{ token: undefined }, 'SendTokenRequiredError'],
      [{ token: { type: 'token', address: undefined, decimals: 6 } }, 'SendTokenRequiredError'],
      [{ sendTokenAmount: '1e3' }, 'InvalidAmountError'],
      [{ receiverAddress: '0xnot-an-address' }, 'InvalidAddressError'],
      [{ network: { ...network, id: 1, caipNetworkId: 'eip155:1' } }, 'NetworkNotFoundError'],
    ]
    rpcRequests.length = 0
    for (const [values, name] of cases)
      await expect(adapter.estimateSendFee(form(values)), name).rejects.toMatchObject({ name })
    expect(rpcRequests).toEqual([])
  })

  it('rejects a send the chain would refuse: more of a token than the account holds', async () => {
    const token = rig.chains[0].tokens.lUSD
    const tooMuch = form({
      token: { type: 'token', address: token.address, decimals: token.decimals },
      sendTokenAmount: '1000000000',
    })
    await expect(adapter.estimateSendFee(tooMuch)).rejects.toMatchObject({
      name: 'EstimateGasExecutionError',
    })
  })

  it('needs a connected wallet, as the send does', async () => {
    await expect(adapter.estimateSendFee(form({ connectorId: 'injected' }))).rejects.toMatchObject({
      name: 'ConnectorNotConnectedError',
    })
  })
})
