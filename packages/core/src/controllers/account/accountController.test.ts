import { expect, test } from 'vitest'
import type { BlockchainApi, Identity, TokenBalance } from '../../contracts/blockchainApi.js'
import { createTestKit, evmAddress } from '../../kit/testKit.js'
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

test('account state per family holds every field of the spec', () => {
  expect(Object.keys(createAccountState()).sort()).toEqual(
    [
      'caipAddress',
      'address',
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
