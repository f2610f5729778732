import { expect, test } from 'vitest'
import type { SiwxConfig, SiwxSession } from '../../contracts/siwx.js'
import { AccountNotInConnectionError } from '../../errors/account.js'
import { createTestKit, ordinalAddress, paymentAddress, testBitcoin, xverse } from '../../kit/testKit.js'
import { createMemoryStorage } from '../../storage/memoryStorage.js'

const bitcoinChain = testBitcoin.caipNetworkId
const payment = { address: paymentAddress, type: 'payment' }
const ordinal = { address: ordinalAddress, type: 'ordinal' }

/** A kit whose visitor connected Xverse (payment and ordinal accounts) on Bitcoin. */
async function connectedToXverse(options: Parameters<typeof createTestKit>[0] = {}) {
  const made = createTestKit({ bitcoinWallets: [{ ...xverse }], ...options })
  await made.kit.ready
  await made.kit.connect({ connectorId: 'com.xverse' })
  return made
}

test('a wallet sharing a payment and an ordinal account: both are listed, the payment one is active', async () => {
  const { kit } = await connectedToXverse()
  expect(kit.getState().accounts.bip122).toMatchObject({
    address: paymentAddress,
    allAccounts: [payment, ordinal],
  })
})

test('switching to the ordinal account moves address, CAIP address, explorer link, balance and profile', async () => {
  const { kit, bitcoin } = await connectedToXverse()
  await kit.fetchBalance()
  expect(kit.getState().accounts.bip122?.balance).toBe('0.01')
  // Without a namespace: the active one (Bitcoin, just connected).
  await kit.switchAccount({ address: ordinalAddress })
  expect(kit.getState().accounts.bip122).toMatchObject({
    status: 'connected',
    address: ordinalAddress,
    caipAddress: `${bitcoinChain}:${ordinalAddress}`,
    addressExplorerUrl: `https://mempool.test/address/${ordinalAddress}`,
    allAccounts: [payment, ordinal],
    balance: '0.5',
    balanceSymbol: 'BTC',
  })
  expect(kit.getState().connection.connections.bip122?.activeAddress).toBe(ordinalAddress)
  // The adapter acts for the new account from now on (a send spends from it).
  expect(bitcoin?.test.calls.filter((call) => call.method === 'setActiveAccount').at(-1)).toEqual({
    method: 'setActiveAccount',
    connectorId: 'com.xverse',
    address: ordinalAddress,
  })
  // Switching is the kit's: the wallet is not asked again.
  expect(bitcoin?.test.calls.filter((call) => call.method === 'connect')).toHaveLength(1)
})

test('a reload restores the account the visitor switched to; the old stored shape restores the first', async () => {
  const storage = createMemoryStorage()
  const first = await connectedToXverse({ storage })
  await first.kit.switchAccount({ namespace: 'bip122', address: ordinalAddress })
  first.kit.destroy()

  const reload = createTestKit({ storage, bitcoinWallets: [{ ...xverse, authorized: true }] })
  await reload.kit.ready
  expect(reload.kit.getState().accounts.bip122).toMatchObject({
    status: 'connected',
    address: ordinalAddress,
    allAccounts: [payment, ordinal],
  })
  // The restored choice reaches the adapter too, before any send.
  expect(reload.bitcoin?.test.calls.filter((call) => call.method === 'setActiveAccount')).toEqual([
    { method: 'setActiveAccount', connectorId: 'com.xverse', address: ordinalAddress },
  ])
  reload.kit.destroy()

  // A connection saved before `activeAddress` existed: the wallet's first account, as before.
  const older = createMemoryStorage()
  older.setItem('@latchkit/connectedConnectorIds', JSON.stringify({ v: 1, value: { bip122: 'com.xverse' } }))
  older.setItem(
    '@latchkit/connections',
    JSON.stringify({
      v: 1,
      value: { bip122: [{ connectorId: 'com.xverse', accounts: [payment, ordinal] }] },
    }),
  )
  const olderVisit = createTestKit({ storage: older, bitcoinWallets: [{ ...xverse, authorized: true }] })
  await olderVisit.kit.ready
  expect(olderVisit.kit.getState().accounts.bip122?.address).toBe(paymentAddress)
})

test('switching back to the first account leaves the saved connection as the wallet gave it', async () => {
  const { kit } = await connectedToXverse({ features: { multiWallet: true } })
  await kit.switchAccount({ namespace: 'bip122', address: ordinalAddress })
  expect(kit.getConnections('bip122')).toEqual([
    { connectorId: 'com.xverse', accounts: [payment, ordinal], activeAddress: ordinalAddress },
  ])
  await kit.switchAccount({ namespace: 'bip122', address: paymentAddress })
  expect(kit.getState().accounts.bip122?.address).toBe(paymentAddress)
  expect(kit.getConnections('bip122')).toEqual([{ connectorId: 'com.xverse', accounts: [payment, ordinal] }])
})

test('switching to the active address changes nothing and reads nothing', async () => {
  const { kit, bitcoin } = await connectedToXverse()
  const changes: unknown[] = []
  kit.subscribe(
    (state) => state.accounts.bip122,
    (account) => changes.push(account),
  )
  const reads = bitcoin?.test.calls.length
  await kit.switchAccount({ namespace: 'bip122', address: paymentAddress })
  expect(changes).toEqual([])
  expect(bitcoin?.test.calls.length).toBe(reads)
})

test('an address the connection does not share, or a namespace without one, is refused', async () => {
  const { kit } = await connectedToXverse()
  const refused = kit.switchAccount({ namespace: 'bip122', address: 'bc1qsomeoneelse' })
  await expect(refused).rejects.toThrowError(AccountNotInConnectionError)
  await expect(refused).rejects.toMatchObject({
    name: 'AccountNotInConnectionError',
    shortMessage: 'Account not found in the connection',
    address: 'bc1qsomeoneelse',
    namespace: 'bip122',
  })
  await expect(kit.switchAccount({ namespace: 'solana', address: paymentAddress })).rejects.toThrowError(
    AccountNotInConnectionError,
  )
  expect(kit.getState().accounts.bip122?.address).toBe(paymentAddress)
})

test("the wallet's own account change wins; the same accounts again, or a network change, keep the choice", async () => {
  const { kit, bitcoin } = await connectedToXverse()
  await kit.switchAccount({ namespace: 'bip122', address: ordinalAddress })
  const emit = (accounts: { address: string; type: string }[]) =>
    bitcoin?.emitter.emit('accountsChanged', { connectorId: 'com.xverse', accounts })

  emit([payment, ordinal])
  expect(kit.getState().accounts.bip122?.address).toBe(ordinalAddress)
  bitcoin?.emitter.emit('chainChanged', { connectorId: 'com.xverse', caipNetworkId: bitcoinChain })
  expect(kit.getState().accounts.bip122?.address).toBe(ordinalAddress)

  // The visitor picked another account in the wallet: the wallet's first is active now.
  const otherPayment = { address: 'bc1qotherpaymentaccount', type: 'payment' }
  emit([otherPayment, ordinal])
  expect(kit.getState().accounts.bip122).toMatchObject({
    address: otherPayment.address,
    allAccounts: [otherPayment, ordinal],
  })
})

test('an adapter that rewrites every address (another network’s format) names the chosen account, and it stays active', async () => {
  const { kit, bitcoin } = await connectedToXverse()
  await kit.switchAccount({ namespace: 'bip122', address: ordinalAddress })
  const rewritten = [
    { address: 'tb1qpaymentrewritten', type: 'payment' },
    { address: 'tb1pordinalrewritten', type: 'ordinal' },
  ]
  bitcoin?.emitter.emit('accountsChanged', {
    connectorId: 'com.xverse',
    accounts: rewritten,
    activeAddress: 'tb1pordinalrewritten',
  })
  expect(kit.getState().accounts.bip122).toMatchObject({
    address: 'tb1pordinalrewritten',
    allAccounts: rewritten,
  })
  expect(kit.getState().connection.connections.bip122?.activeAddress).toBe('tb1pordinalrewritten')
})

test('disconnecting empties the accounts', async () => {
  const { kit } = await connectedToXverse()
  await kit.disconnect({ namespace: 'bip122' })
  expect(kit.getState().accounts.bip122).toMatchObject({ address: undefined, allAccounts: [] })
})

test('with sign-in, the switched-to account without a session is asked to sign in, as after a wallet change', async () => {
  const sessions: SiwxSession[] = []
  const siwx: SiwxConfig = {
    getRequired: () => false,
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: 'site.test',
        uri: 'https://site.test',
        version: '1',
        nonce: 'n1',
      }
      return { data, message: `sign-in for ${accountAddress}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async getSessions(chainId, address) {
      return sessions.filter(
        (entry) => entry.data.chainId === chainId && entry.data.accountAddress === address,
      )
    },
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const { kit } = await connectedToXverse({ siwx })
  await settle()
  await kit.signIn()
  expect(kit.getState().modal.isOpen).toBe(false)

  await kit.switchAccount({ namespace: 'bip122', address: ordinalAddress })
  await settle()
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'SIWXSignMessage' })
  expect(kit.getState().modal.data?.signIn?.unsigned?.data.accountAddress).toBe(ordinalAddress)
})
