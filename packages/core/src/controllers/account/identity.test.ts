import { expect, test } from 'vitest'
import { createTestAdapter } from '../../../../testing/src/test-adapter/createTestAdapter.js'
import { testNetworks } from '../../../../testing/src/test-adapter/testNetworks.js'
import type { BlockchainApi } from '../../contracts/blockchainApi.js'
import { createLatchKit } from '../../kit/createLatchKit.js'
import { evmAddress, evmAddress2, metaMask } from '../../kit/testKit.js'
import { createMemoryStorage } from '../../storage/memoryStorage.js'

const avatar = 'data:image/svg+xml;base64,PHN2Zy8+'

/** A kit with one EVM namespace whose adapter reads names from the chain, on a clock the test moves. */
function kitWithChainNames(blockchainApi?: Pick<BlockchainApi, 'getIdentity' | 'getBalances'>) {
  const evm = createTestAdapter({
    namespace: 'eip155',
    networks: [testNetworks.ethereum],
    wallets: [metaMask],
    identities: { [evmAddress]: { name: 'alice.latch.eth', avatar } },
  })
  const clock = { time: 1_700_000_000_000 }
  const kit = createLatchKit({
    adapters: [evm],
    networks: [testNetworks.ethereum],
    storage: createMemoryStorage(),
    now: () => clock.time,
    enableReconnect: false,
    ...(blockchainApi ? { blockchainApi } : {}),
  })
  const reads = () => evm.test.calls.filter((call) => call.method === 'getIdentity').length
  return { kit, evm, clock, reads }
}

test('without a provider API, name and avatar come from the adapter (chain name service), cached 5 min', async () => {
  const { kit, clock, reads } = kitWithChainNames()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  // The account button and the Account view may ask at once: one read.
  await Promise.all([kit.fetchIdentity(), kit.fetchIdentity()])
  expect(kit.getState().accounts.eip155).toMatchObject({
    profileName: 'alice.latch.eth',
    profileImage: avatar,
  })
  expect(reads()).toBe(1)
  clock.time += 5 * 60_000 - 1
  await kit.fetchIdentity()
  expect(reads()).toBe(1)
  clock.time += 1
  await kit.fetchIdentity()
  expect(reads()).toBe(2)
  kit.destroy()
})

test('with a provider API, the adapter name service is not asked', async () => {
  const api: Pick<BlockchainApi, 'getIdentity' | 'getBalances'> = {
    getIdentity: async () => ({ name: 'visitor.eth', avatar: null }),
    getBalances: async () => [],
  }
  const { kit, reads } = kitWithChainNames(api)
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchIdentity()
  expect(kit.getState().accounts.eip155).toMatchObject({ profileName: 'visitor.eth', profileImage: null })
  expect(reads()).toBe(0)
  kit.destroy()
})

test('an account without a name on chain shows none, not the previous account name', async () => {
  const { kit, evm } = kitWithChainNames()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchIdentity()
  evm.test.changeAccounts('io.metamask', [evmAddress2])
  await kit.fetchIdentity()
  expect(kit.getState().accounts.eip155).toMatchObject({
    address: evmAddress2,
    profileName: null,
    profileImage: null,
  })
  kit.destroy()
})
