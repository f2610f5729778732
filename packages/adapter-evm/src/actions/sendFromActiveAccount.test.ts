import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { type Address, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { createRigAdapter, createRigWallet, testWalletInfo } from '../test-utils/evmTestSetup.js'
import { announceWallet, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { NodeWallet } from '../test-utils/nodeWallet.js'
import { createRigClient } from '../test-utils/rigClient.js'

// A wallet that lets the site see two accounts: the kit's Account view lists both, and the one
// the visitor picks (kit.switchAccount, which calls setActiveAccount) is the one sends go from.
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
  wallet = createRigWallet(rig, { sharedAccounts: 'all' })
  announceWallet(page.window, testWalletInfo, wallet.provider)
  adapter = createRigAdapter(rig)
  network = adapter.networks[0] as EvmNetwork
  await adapter.connect({ connectorId })
})
afterEach(() => {
  adapter.destroy()
  uninstall()
})

const [first, second] = [0, 1]
const addressOf = (index: number) => wallet.accounts[index]?.address as Address
const sendEth = () =>
  adapter.sendToken({
    connectorId,
    network,
    token: { type: 'native' },
    sendTokenAmount: '0.01',
    receiverAddress: receiver,
  })
const senderOf = async (hash: `0x${string}`) =>
  (await rigClient.client.waitForTransactionReceipt({ hash })).from.toLowerCase()

test('the connection shares both accounts; without a choice, sends go from the wallet’s first', async () => {
  expect((await adapter.getAccounts({ connectorId })).map((account) => account.address)).toEqual([
    addressOf(first),
    addressOf(second),
  ])
  expect(await senderOf(await sendEth())).toBe(addressOf(first).toLowerCase())
})

test('after setActiveAccount, sendToken, sendTransaction and the balance change go from the chosen account', async () => {
  adapter.setActiveAccount({ connectorId, address: addressOf(second) })
  const before = await rigClient.client.getBalance({ address: addressOf(second) })
  expect(await senderOf(await sendEth())).toBe(addressOf(second).toLowerCase())
  const hash = await adapter.sendTransaction({
    connectorId,
    network,
    to: receiver,
    value: parseEther('0.02'),
  })
  expect(await senderOf(hash)).toBe(addressOf(second).toLowerCase())
  expect(await rigClient.client.getBalance({ address: addressOf(second) })).toBeLessThan(
    before - parseEther('0.03'),
  )
})

test('an active account the wallet no longer shares falls back to the wallet’s first', async () => {
  adapter.setActiveAccount({ connectorId, address: rig.accounts[3]?.address ?? '0x' })
  expect(await senderOf(await sendEth())).toBe(addressOf(first).toLowerCase())
})
