import {
  type AdapterConnection,
  type AdapterIdentity,
  type CaipNetworkId,
  type ChainNamespace,
  type Connector,
  createChainAdapter,
  type Network,
  UserRejectedRequestError,
} from '@latchkit/core'
import type { TestAdapterCall, TestFailure, TestWallet, TestWalletFeatures } from './testWallet.js'

export type CreateTestAdapterParameters<namespace extends ChainNamespace> = {
  namespace: namespace
  networks: readonly Network<namespace>[]
  wallets?: readonly TestWallet[]
  /** Native balances by address, in whole units. @default '0' */
  balances?: Record<string, string>
  /**
   * Profile names and avatars by address, as a name service on chain would answer; with it the
   * adapter has `getIdentity`, without it it has none.
   */
  identities?: Record<string, AdapterIdentity>
  /**
   * Whether the adapter can verify its signatures (`verifyMessage`), as the EVM and Solana
   * adapters can; `false` stands for a namespace whose adapter cannot.
   * @default true
   */
  verifies?: boolean
}

export type TestAdapter = ReturnType<typeof createTestAdapter>

/** The test wallets' stand-in for a signature: who signed what (no key involved). */
const testSignature = (signer: string, message: string) => `test-signature:${signer}:${message}`

function fail(failure: TestFailure | undefined, what: string) {
  if (!failure) return
  if (failure === 'userRejected') throw new UserRejectedRequestError()
  if (failure instanceof Error) throw failure
  throw new Error(`Test wallet: ${what} failed`)
}

/**
 * An in-memory chain namespace for tests: wallets (connectors) with accounts and balances, and
 * failures that can be switched on per wallet. It emits the adapter events a real wallet would.
 *
 * @example
 * const adapter = createTestAdapter({
 *   namespace: 'eip155',
 *   networks: [testNetworks.ethereum],
 *   wallets: [{ id: 'io.metamask', name: 'MetaMask', accounts: ['0xabc'] }],
 * })
 * adapter.test.setFeatures('io.metamask', { connectError: 'userRejected' })
 */
export function createTestAdapter<namespace extends ChainNamespace>(
  parameters: CreateTestAdapterParameters<namespace>,
) {
  const { namespace, networks, identities } = parameters
  const wallets = new Map<string, TestWallet>(
    (parameters.wallets ?? []).map((wallet) => [wallet.id, { ...wallet }]),
  )
  const balances = new Map(Object.entries(parameters.balances ?? {}))
  const calls: TestAdapterCall[] = []

  function wallet(connectorId: string): TestWallet {
    const found = wallets.get(connectorId)
    if (!found) throw new Error(`Test adapter (${namespace}): no wallet ${connectorId}`)
    return found
  }
  const features = (connectorId: string): TestWalletFeatures => wallet(connectorId).features ?? {}
  const toConnector = (entry: TestWallet): Connector => ({
    id: entry.id,
    type: entry.type ?? 'ANNOUNCED',
    name: entry.name,
    chainNamespaces: [namespace],
    ...(entry.rdns ? { rdns: entry.rdns } : {}),
    ...(entry.explorerId ? { explorerId: entry.explorerId } : {}),
    ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
    provider: { isTestProvider: true, id: entry.id },
  })
  const connectionOf = (entry: TestWallet): AdapterConnection => ({
    connectorId: entry.id,
    accounts: entry.accounts.map((address) => ({ address, type: entry.accountType ?? 'eoa' })),
    caipNetworkId: entry.caipNetworkId ?? (networks[0]?.caipNetworkId as CaipNetworkId),
    ...(entry.approvedCaipNetworkIds
      ? { approvedCaipNetworkIds: entry.approvedCaipNetworkIds, supportsAllNetworks: false }
      : {}),
  })

  const adapter = createChainAdapter(({ emitter }) => ({
    namespace,
    networks,
    getConnectors: () => [...wallets.values()].map(toConnector),
    async connect({ connectorId, network }) {
      calls.push({ method: 'connect', connectorId })
      fail(features(connectorId).connectError, 'connect')
      const entry = wallet(connectorId)
      entry.authorized = true
      entry.caipNetworkId ??= network?.caipNetworkId
      return connectionOf(entry)
    },
    async reconnect({ connectorId }) {
      calls.push({ method: 'reconnect', connectorId })
      fail(features(connectorId).reconnectError, 'reconnect')
      const entry = wallet(connectorId)
      return entry.authorized ? connectionOf(entry) : null
    },
    async disconnect({ connectorId }) {
      calls.push({ method: 'disconnect', connectorId })
      fail(features(connectorId).disconnectError, 'disconnect')
      wallet(connectorId).authorized = false
      if (features(connectorId).emptyAccountsOnDisconnect) {
        emitter.emit('accountsChanged', { connectorId, accounts: [] })
        await Promise.resolve()
      }
    },
    async switchNetwork({ connectorId, network }) {
      calls.push({ method: 'switchNetwork', connectorId, caipNetworkId: network.caipNetworkId })
      fail(features(connectorId).switchNetworkError, 'switchNetwork')
      if (features(connectorId).switchNetworkPending) await new Promise<never>(() => {})
      wallet(connectorId).caipNetworkId = network.caipNetworkId
      emitter.emit('chainChanged', { connectorId, caipNetworkId: network.caipNetworkId })
    },
    async getAccounts({ connectorId }) {
      calls.push({ method: 'getAccounts', connectorId })
      const entry = wallet(connectorId)
      return entry.authorized ? connectionOf(entry).accounts : []
    },
    async getBalance({ address, network }) {
      calls.push({ method: 'getBalance', caipNetworkId: network.caipNetworkId })
      for (const entry of wallets.values())
        if (entry.accounts.includes(address)) fail(entry.features?.getBalanceError, 'getBalance')
      return { balance: balances.get(address) ?? '0', symbol: network.nativeCurrency.symbol }
    },
    async signMessage({ connectorId, address, message }) {
      calls.push({ method: 'signMessage', connectorId })
      fail(features(connectorId).signMessageError, 'signMessage')
      const signer = features(connectorId).signsWithWrongKey ? 'another-key' : address
      return testSignature(signer, message)
    },
    ...(parameters.verifies === false
      ? {}
      : {
          async verifyMessage({
            address,
            message,
            signature,
          }: {
            address: string
            message: string
            signature: string
          }) {
            calls.push({ method: 'verifyMessage' })
            return signature === testSignature(address, message)
          },
        }),
    setActiveAccount: ({ connectorId, address }: { connectorId: string; address: string }) => {
      calls.push({ method: 'setActiveAccount', connectorId, address })
    },
    getProvider: ({ connectorId }) => toConnector(wallet(connectorId)).provider,
    ...(identities
      ? {
          async getIdentity({ address }: { address: string; network: Network<namespace> }) {
            calls.push({ method: 'getIdentity' })
            return identities[address]
          },
        }
      : {}),
  }))

  /** Controls a test drives the wallets with (what a visitor would do in the wallet). */
  const test = {
    calls,
    setFeatures(connectorId: string, changes: TestWalletFeatures) {
      const entry = wallet(connectorId)
      entry.features = { ...entry.features, ...changes }
    },
    setBalance(address: string, balance: string) {
      balances.set(address, balance)
    },
    addWallet(entry: TestWallet) {
      wallets.set(entry.id, { ...entry })
      adapter.emitter.emit('connectorsChanged', { connectors: adapter.getConnectors() })
    },
    removeWallet(connectorId: string) {
      wallets.delete(connectorId)
      adapter.emitter.emit('connectorsChanged', { connectors: adapter.getConnectors() })
    },
    /** The visitor picks other accounts in the wallet (an empty list locks it). */
    changeAccounts(connectorId: string, accounts: readonly string[]) {
      wallet(connectorId).accounts = accounts
      adapter.emitter.emit('accountsChanged', {
        connectorId,
        accounts: connectionOf(wallet(connectorId)).accounts,
      })
    },
    /** The visitor moves the wallet to another network, configured or not. */
    changeNetwork(connectorId: string, caipNetworkId: CaipNetworkId) {
      wallet(connectorId).caipNetworkId = caipNetworkId
      adapter.emitter.emit('chainChanged', { connectorId, caipNetworkId })
    },
    /** The wallet ends the session on its side. */
    disconnectFromWallet(connectorId: string) {
      wallet(connectorId).authorized = false
      adapter.emitter.emit('disconnect', { connectorId })
    },
    isAuthorized: (connectorId: string) => wallet(connectorId).authorized === true,
  }

  return Object.assign(adapter, { test })
}
