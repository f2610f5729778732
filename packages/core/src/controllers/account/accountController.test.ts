import { expect, test } from 'vitest'
import { testNetworks } from '../../../../testing/src/test-adapter/testNetworks.js'
import type { BlockchainApi, Identity, TokenBalance } from '../../contracts/blockchainApi.js'
import { createTestKit, evmAddress, solanaAddress } from '../../kit/testKit.js'
import { createAccountState } from './accountState.js'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xa0b8',
  value: 12,
  price: 1,
  quantity: { decimals: '6', numeric: '12' },
  iconUrl: 'https://icons.test/usdc.png',
}

/** A provider API answering from memory, counting calls; `failBalances` makes token balances fail. */
function createProviderApi(
  identity: Identity = { name: 'visitor.eth', avatar: 'https://avatars.test/v.png' },
) {
  const calls = { identity: 0, balances: 0 }
  let failBalances = false
  const api: Pick<BlockchainApi, 'getIdentity' | 'getBalances'> = {
    async getIdentity() {
      calls.identity += 1
      return identity
    },
    async getBalances() {
      calls.balances += 1
      if (failBalances) throw new Error('provider API down')
      return [usdc]
    },
  }
  return {
    api,
    calls,
    setFailBalances(fail: boolean) {
      failBalances = fail
    },
  }
}

test('account state per namespace holds every field of the spec', () => {
  expect(Object.keys(createAccountState()).sort()).toEqual(
    [
      'caipAddress',
      'address',
      'allAccounts',
      'balance',
      'balanceSymbol',
      'profileName',
      'profileImage',
      'addressExplorerUrl',
      'tokenBalance',
      'smartAccountDeployed',
      'currentTab',
      'user',
      'preferredAccountType',
      'socialProvider',
      'socialWindow',
      'farcasterUrl',
      'connectedWalletInfo',
      'addressLabels',
      'status',
    ].sort(),
  )
  const { kit } = createTestKit()
  expect(Object.keys(kit.getState().accounts)).toEqual(['eip155', 'solana'])
})

test('the native balance is read over the adapter and cached 30 s', async () => {
  const { kit, evm, clock } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchBalance()
  expect(kit.getState().accounts.eip155).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
  evm.test.setBalance(evmAddress, '2')
  clock.advance(29_999)
  await kit.fetchBalance()
  expect(kit.getState().accounts.eip155?.balance).toBe('1.5')
  clock.advance(1)
  await kit.fetchBalance()
  expect(kit.getState().accounts.eip155?.balance).toBe('2')
  expect(evm.test.calls.filter((call) => call.method === 'getBalance')).toHaveLength(2)
})

test('balances work without a project id, over the adapter alone', async () => {
  const { kit } = createTestKit({ projectId: undefined })
  await kit.ready
  await kit.connect({ connectorId: 'app.phantom' })
  await kit.fetchBalance('solana')
  expect(kit.getState().accounts.solana).toMatchObject({ balance: '42', balanceSymbol: 'SOL' })
})

test('name and avatar come from the provider API and are cached 5 min', async () => {
  const provider = createProviderApi()
  const { kit, clock } = createTestKit({ blockchainApi: provider.api })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchIdentity()
  expect(kit.getState().accounts.eip155).toMatchObject({
    profileName: 'visitor.eth',
    profileImage: 'https://avatars.test/v.png',
  })
  clock.advance(5 * 60_000 - 1)
  await kit.fetchIdentity()
  expect(provider.calls.identity).toBe(1)
  clock.advance(1)
  await kit.fetchIdentity()
  expect(provider.calls.identity).toBe(2)
})

test('token balances are cached 30 s', async () => {
  const provider = createProviderApi()
  const { kit, clock } = createTestKit({ blockchainApi: provider.api })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchTokenBalance()
  await kit.fetchTokenBalance()
  expect(kit.getState().accounts.eip155?.tokenBalance).toEqual([usdc])
  expect(provider.calls.balances).toBe(1)
  clock.advance(30_000)
  await kit.fetchTokenBalance()
  expect(provider.calls.balances).toBe(2)
})

test("a failed token balance shows 'Token Balance Unavailable' and blocks retries for 30 s", async () => {
  const provider = createProviderApi()
  const { kit, clock } = createTestKit({ blockchainApi: provider.api })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  provider.setFailBalances(true)
  await kit.fetchTokenBalance()
  expect(kit.getState().notices.snackbar).toEqual({
    code: 'TOKEN_BALANCE_UNAVAILABLE',
    values: {},
    severity: 'error',
  })
  provider.setFailBalances(false)
  clock.advance(29_999)
  await kit.fetchTokenBalance()
  expect(provider.calls.balances).toBe(1)
  expect(kit.getState().accounts.eip155?.tokenBalance).toEqual([])
  clock.advance(1)
  await kit.fetchTokenBalance()
  expect(provider.calls.balances).toBe(2)
  expect(kit.getState().accounts.eip155?.tokenBalance).toEqual([usdc])
})

test('without a provider API, identity and token balances stay empty and nothing fails', async () => {
  const { kit } = createTestKit({ projectId: undefined })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchIdentity()
  await kit.fetchTokenBalance()
  expect(kit.getState().accounts.eip155).toMatchObject({ profileName: undefined, tokenBalance: [] })
  expect(kit.getState().notices.snackbar).toBeUndefined()
})

test("without a provider API, or where it knows nothing of the network, token balances come from the adapter's chain reads", async () => {
  const fromChain: TokenBalance = {
    ...usdc,
    name: 'Ether',
    symbol: 'ETH',
    address: undefined,
    price: 0,
    value: undefined,
  }
  const withoutApi = createTestKit({ projectId: undefined })
  Object.assign(withoutApi.evm, { getTokenBalances: async () => [fromChain] })
  await withoutApi.kit.connect({ connectorId: 'io.metamask' })
  await withoutApi.kit.fetchTokenBalance()
  expect(withoutApi.kit.getState().accounts.eip155?.tokenBalance).toEqual([fromChain])

  const silentApi: Pick<BlockchainApi, 'getIdentity' | 'getBalances'> = {
    getIdentity: async () => ({ name: null, avatar: null }),
    getBalances: async () => [],
  }
  const unserved = createTestKit({ blockchainApi: silentApi })
  Object.assign(unserved.evm, { getTokenBalances: async () => [fromChain] })
  await unserved.kit.connect({ connectorId: 'io.metamask' })
  await unserved.kit.fetchTokenBalance()
  expect(unserved.kit.getState().accounts.eip155?.tokenBalance).toEqual([fromChain])
})

test('disconnecting resets the account state but keeps the address labels', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchBalance()
  const account = kit._internal.state.accounts.eip155
  if (account) account.addressLabels[evmAddress] = 'Treasury'
  await kit.disconnect()
  expect(kit.getState().accounts.eip155).toEqual({
    ...createAccountState(),
    addressLabels: { [evmAddress]: 'Treasury' },
  })
})

test('the preferred account type comes from storage, else the default account types', async () => {
  const { kit } = createTestKit({ defaultAccountTypes: { eip155: 'smartAccount' } })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  expect(kit.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount')
  kit._internal.storage.set('preferredAccountTypes', { eip155: 'eoa' })
  await kit.disconnect()
  await kit.connect({ connectorId: 'io.metamask' })
  expect(kit.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
})

test('a confirmed transaction (balanceChanged) shows the new balance without waiting out the cache', async () => {
  const provider = createProviderApi()
  const { kit, evm } = createTestKit({ blockchainApi: provider.api })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchBalance()
  await kit.fetchTokenBalance()
  expect(kit.getState().accounts.eip155?.balance).toBe('1.5')
  const reads = () => evm.test.calls.filter((call) => call.method === 'getBalance').length

  // Another account's transaction leaves this one alone.
  evm.test.setBalance(evmAddress, '1.2')
  evm.emitter.emit('balanceChanged', { address: '0x9999999999999999999999999999999999999999' })
  await kit.fetchBalance()
  expect(kit.getState().accounts.eip155?.balance).toBe('1.5')
  expect(reads()).toBe(1)

  // The clock has not moved: only the event gets past the 30 s cache (addresses compare without case).
  evm.emitter.emit('balanceChanged', { address: evmAddress.toUpperCase().replace('0X', '0x') })
  await expect.poll(() => kit.getState().accounts.eip155?.balance).toBe('1.2')
  expect(reads()).toBe(2)
  // Token balances were loaded, so they are read again too.
  await expect.poll(() => provider.calls.balances).toBe(2)
})

test('balanceChanged without an address refreshes the connected account; token balances never loaded stay unread', async () => {
  const provider = createProviderApi()
  const { kit, solana } = createTestKit({ blockchainApi: provider.api })
  await kit.ready
  await kit.connect({ connectorId: 'app.phantom' })
  await kit.fetchBalance('solana')
  solana.test.setBalance(solanaAddress, '40.75')
  solana.emitter.emit('balanceChanged', {})
  await expect.poll(() => kit.getState().accounts.solana?.balance).toBe('40.75')
  expect(provider.calls.balances).toBe(0)
})

test('fetchBalance with force reads past the cache, and the latest read decides', async () => {
  const { kit, evm } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchBalance()
  evm.test.setBalance(evmAddress, '3')
  await kit.fetchBalance()
  expect(kit.getState().accounts.eip155?.balance).toBe('1.5')
  await kit.fetchBalance('eip155', { force: true })
  expect(kit.getState().accounts.eip155?.balance).toBe('3')
  // The forced answer is cached: a plain read right after shows it too.
  evm.test.setBalance(evmAddress, '4')
  await kit.fetchBalance()
  expect(kit.getState().accounts.eip155?.balance).toBe('3')
})

test("the address explorer URL comes from the adapter's getAddressExplorerUrl when it has one", async () => {
  const { kit, solana } = createTestKit()
  Object.assign(solana, {
    getAddressExplorerUrl: ({ address, network }: { address: string; network: { name: string } }) =>
      network.name.includes('Devnet') ? `https://explorer.test/address/${address}?cluster=devnet` : undefined,
  })
  await kit.ready
  await kit.switchNetwork(testNetworks.solanaDevnet)
  await kit.connect({ connectorId: 'app.phantom' })
  expect(kit.getState().accounts.solana?.addressExplorerUrl).toBe(
    `https://explorer.test/address/${solanaAddress}?cluster=devnet`,
  )
  // Without the adapter's answer, the network's explorer gives `<explorer>/address/<address>`.
  await kit.connect({ connectorId: 'io.metamask' })
  expect(kit.getState().accounts.eip155?.addressExplorerUrl).toBe(
    `https://explorer.test/address/${evmAddress}`,
  )
})
