import { createLatchKit, createMemoryStorage, type Logger } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import {
  createMemoryWagmiStorage,
  createRigAdapter,
  createRigWallet,
  testWalletInfo,
} from '../test-utils/evmTestSetup.js'
import { announceWallet, type FakeWindow, installFakeWindow } from '../test-utils/fakeWindow.js'
import type { EvmAdapter } from './EvmAdapter.js'

const connectorId = testWalletInfo.rdns
const quietLogger: Logger = { warn: () => undefined, error: () => undefined }

let rig: EvmRig
let page: { window: FakeWindow; uninstall: () => void } | undefined
let adapter: EvmAdapter | undefined

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
})
afterAll(() => rig?.stop())
afterEach(() => {
  adapter?.destroy()
  page?.uninstall()
})

it('shows the new ETH balance in the kit state once a native send is mined, without waiting out the cache', async () => {
  page = installFakeWindow()
  const wallet = createRigWallet(rig)
  announceWallet(page.window, testWalletInfo, wallet.provider)
  adapter = createRigAdapter(rig, { storage: createMemoryWagmiStorage() })
  const kit = createLatchKit({
    adapters: [adapter],
    networks: adapter.networks,
    storage: createMemoryStorage(),
    basic: true,
    logger: quietLogger,
  })
  await kit.ready
  await kit.connect({ connectorId })
  await kit.fetchBalance('eip155')
  const shown = () => kit.getState().accounts.eip155?.balance
  const before = shown()
  const network = adapter.networks[0]
  const receiver = rig.accounts[2]?.address
  if (!before || !network || !receiver) throw new Error('The rig has a network and accounts.')
  const receiverBefore = await adapter.getBalance({ address: receiver, network })

  await adapter.sendToken({
    connectorId,
    network,
    token: { type: 'native' },
    sendTokenAmount: '1.5',
    receiverAddress: receiver,
  })

  // The clock has not moved past the 30 s cache: only the adapter's balanceChanged can do this.
  await expect.poll(shown).not.toBe(before)
  const onChain = await adapter.getBalance({ address: wallet.address, network })
  expect(shown()).toBe(onChain.balance)
  // 1.5 ETH and the gas left the account (gas on anvil is well under 0.01 ETH).
  const spent = Number(before) - Number(shown())
  expect(spent).toBeGreaterThanOrEqual(1.5)
  expect(spent).toBeLessThan(1.51)
  const receiverAfter = await adapter.getBalance({ address: receiver, network })
  expect(Number(receiverAfter.balance) - Number(receiverBefore.balance)).toBeCloseTo(1.5, 9)
})
