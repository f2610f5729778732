import { type CaipNetworkId, formatCaipAddress } from '../../caip/caip.js'
import { balanceCacheMs, identityCacheMs, tokenBalanceRetryGuardMs } from '../../constants.js'
import type { BlockchainApi, Identity } from '../../contracts/blockchainApi.js'
import type { ChainAdapter, ConnectedAccount } from '../../contracts/chainAdapter.js'
import type { AccountType, KitStorage } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'
import { sameAddress } from '../../utils/sameAddress.js'
import type { Notices } from '../notices/notices.js'
import {
  type AccountState,
  type AccountsState,
  type ConnectedWalletInfo,
  createAccountState,
} from './accountState.js'
import { createTimedCache } from './timedCache.js'

export type AccountController = ReturnType<typeof createAccountController>

/** Account state per namespace: address, balances, profile (spec sections 3, 4 and 9). */
export function createAccountController(parameters: {
  state: AccountsState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
  notices: Notices
  now: () => number
  /** The provider API; without a project id there is none, and identity and tokens stay empty. */
  blockchainApi: Pick<BlockchainApi, 'getIdentity' | 'getBalances'> | undefined
  getNetwork: (namespace: ChainNamespace) => Network | undefined
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
}) {
  const { state, adapters, storage, notices, now, blockchainApi, getNetwork } = parameters
  const nativeBalances = createTimedCache({ storage, key: 'nativeBalanceCache', ttlMs: balanceCacheMs, now })
  const tokenBalances = createTimedCache({ storage, key: 'balanceCache', ttlMs: balanceCacheMs, now })
  const identities = createTimedCache({ storage, key: 'identityCache', ttlMs: identityCacheMs, now })
  const lastTokenBalanceFailure = new Map<ChainNamespace, number>()
  /** Namespaces whose token balances were loaded, so a balance change reloads them too. */
  const tokenBalancesLoaded = new Set<ChainNamespace>()
  /** Per namespace, the latest balance read: an older read that answers later is dropped. */
  const balanceReads = new Map<ChainNamespace, number>()
  const pendingIdentities = new Map<string, Promise<Identity>>()

  /** Reads and caches an identity: the provider API when there is one, else the adapter's. */
  async function readIdentity(
    connected: { address: string; network: Network },
    adapter: ChainAdapter | undefined,
  ): Promise<Identity> {
    const found = blockchainApi
      ? await blockchainApi.getIdentity({
          address: connected.address,
          caipNetworkId: connected.network.caipNetworkId,
        })
      : await adapter?.getIdentity?.(connected)
    const identity: Identity = { name: found?.name ?? null, avatar: found?.avatar ?? null }
    identities.set(connected.address, { identity })
    return identity
  }

  function account(namespace: ChainNamespace): AccountState {
    const existing = state[namespace]
    if (existing) return existing
    state[namespace] = createAccountState()
    return state[namespace] as AccountState
  }

  /** The connected address and network of a namespace, or `undefined`. */
  function connectedOn(namespace: ChainNamespace) {
    const address = state[namespace]?.address
    const network = getNetwork(namespace)
    return address && network ? { address, network } : undefined
  }

  /** The adapter's explorer page for the address, else `<explorer>/address/<address>`. */
  function explorerUrlOf(namespace: ChainNamespace, address: string, network: Network): string | undefined {
    const fromAdapter = adapters.get(namespace)?.getAddressExplorerUrl?.({ address, network })
    if (fromAdapter) return fromAdapter
    const explorer = network.blockExplorers?.default.url
    return explorer ? `${explorer.replace(/\/$/, '')}/address/${address}` : undefined
  }

  /**
   * Reads the native balance over the adapter's RPC; answers from a 30 s cache unless `force`.
   * When reads overlap, the latest one decides what the state shows.
   */
  async function fetchBalance(namespace: ChainNamespace, options: { force?: boolean } = {}): Promise<void> {
    const connected = connectedOn(namespace)
    const adapter = adapters.get(namespace)
    if (!connected || !adapter) return
    const read = (balanceReads.get(namespace) ?? 0) + 1
    balanceReads.set(namespace, read)
    const id = `${connected.network.caipNetworkId}:${connected.address}`
    let result = options.force ? undefined : nativeBalances.get(id)
    if (!result) {
      const fetched = await adapter.getBalance(connected)
      if (balanceReads.get(namespace) !== read) return
      nativeBalances.set(id, { balance: fetched.balance, symbol: fetched.symbol })
      result = { ...fetched, timestamp: now() }
    }
    if (balanceReads.get(namespace) !== read || state[namespace]?.address !== connected.address) return
    account(namespace).balance = result.balance
    account(namespace).balanceSymbol = result.symbol
  }

  /**
   * Fetches token balances (30 s cache): from the provider API when the kit has one, else from
   * the chain through the adapter's `getTokenBalances`. On failure it shows 'Token Balance
   * Unavailable' and refuses to retry for 30 s.
   */
  async function fetchTokenBalance(namespace: ChainNamespace, currency = 'usd'): Promise<void> {
    const connected = connectedOn(namespace)
    if (!connected) return
    const { address, network } = connected
    const adapter = adapters.get(namespace)
    const fromChain = adapter?.getTokenBalances?.bind(adapter)
    // The provider API when the kit has one, else (or where it knows nothing of the network: an
    // empty list) the chain itself through the adapter. A testnet is worth nothing (spec section
    // 9): its balances come from the chain, without asking the API.
    const read =
      blockchainApi && !(network.testnet && fromChain)
        ? async () => {
            const balances = await blockchainApi.getBalances({
              address,
              caipNetworkId: network.caipNetworkId,
              currency,
            })
            return balances.length === 0 && fromChain ? fromChain({ address, network }) : balances
          }
        : fromChain && (() => fromChain({ address, network }))
    if (!read) return
    const failedAt = lastTokenBalanceFailure.get(namespace)
    if (failedAt !== undefined && now() - failedAt < tokenBalanceRetryGuardMs) return
    const id = `${connected.network.caipNetworkId}:${connected.address}`
    try {
      let balances = tokenBalances.get(id)?.balances
      if (!balances) {
        balances = await read()
        tokenBalances.set(id, { balances })
      }
      lastTokenBalanceFailure.delete(namespace)
      tokenBalancesLoaded.add(namespace)
      if (state[namespace]?.address === connected.address) account(namespace).tokenBalance = balances
    } catch {
      lastTokenBalanceFailure.set(namespace, now())
      notices.showSnackbar('TOKEN_BALANCE_UNAVAILABLE')
    }
  }

  return {
    account,
    setStatus(namespace: ChainNamespace, status: AccountState['status']) {
      account(namespace).status = status
    },

    /**
     * Records the active address of a namespace on `caipNetworkId`, and every account of its
     * connection. Another address than before starts without the previous one's balances and
     * profile, so nothing of one account shows for another while they are read.
     */
    setConnectedAccount(
      namespace: ChainNamespace,
      connected: {
        address: string
        allAccounts: readonly ConnectedAccount[]
        caipNetworkId: CaipNetworkId
        network: Network | undefined
        walletInfo?: ConnectedWalletInfo | undefined
      },
    ) {
      const entry = account(namespace)
      if (entry.address !== undefined && !sameAddress(entry.address, connected.address))
        Object.assign(entry, {
          balance: undefined,
          balanceSymbol: undefined,
          tokenBalance: [],
          profileName: undefined,
          profileImage: undefined,
        })
      entry.allAccounts = connected.allAccounts.map(({ address, type, publicKey }) =>
        publicKey === undefined ? { address, type } : { address, type, publicKey },
      )
      entry.caipAddress = formatCaipAddress({
        caipNetworkId: connected.caipNetworkId,
        address: connected.address,
      })
      entry.address = connected.address
      entry.addressExplorerUrl = connected.network
        ? explorerUrlOf(namespace, connected.address, connected.network)
        : undefined
      entry.preferredAccountType =
        storage.get('preferredAccountTypes')?.[namespace] ?? parameters.defaultAccountTypes[namespace]
      if (connected.walletInfo) entry.connectedWalletInfo = connected.walletInfo
      entry.status = 'connected'
    },

    /** Resets a namespace's account state; the site's address labels stay. */
    reset(namespace: ChainNamespace) {
      const entry = account(namespace)
      Object.assign(entry, createAccountState(), { addressLabels: entry.addressLabels })
      lastTokenBalanceFailure.delete(namespace)
      tokenBalancesLoaded.delete(namespace)
    },

    fetchBalance,

    /**
     * An adapter reported that a transaction moved balances: drops the namespace's cached balances
     * and reads them again (token balances only if they were loaded). Resolves once both reads
     * settled; a failed read leaves the shown balance as it was.
     */
    async handleBalanceChanged(namespace: ChainNamespace, changed: { address?: string | undefined }) {
      const address = state[namespace]?.address
      if (!address || (changed.address && !sameAddress(changed.address, address))) return
      nativeBalances.forget(`${namespace}:`)
      tokenBalances.forget(`${namespace}:`)
      lastTokenBalanceFailure.delete(namespace)
      const reads: Promise<void>[] = [fetchBalance(namespace, { force: true })]
      if (tokenBalancesLoaded.has(namespace)) reads.push(fetchTokenBalance(namespace))
      await Promise.allSettled(reads)
    },

    /**
     * Fetches name and avatar from the provider API, or without one from the namespace's adapter
     * (its name service on chain); answers from a 5 min cache. Calls for the same address while
     * one is under way share it.
     */
    async fetchIdentity(namespace: ChainNamespace): Promise<void> {
      const connected = connectedOn(namespace)
      const adapter = adapters.get(namespace)
      if (!connected || (!blockchainApi && !adapter?.getIdentity)) return
      let identity = identities.get(connected.address)?.identity
      if (!identity) {
        let pending = pendingIdentities.get(connected.address)
        if (!pending) {
          pending = readIdentity(connected, adapter).finally(() =>
            pendingIdentities.delete(connected.address),
          )
          pendingIdentities.set(connected.address, pending)
        }
        identity = await pending
      }
      if (state[namespace]?.address !== connected.address) return
      account(namespace).profileName = identity.name
      account(namespace).profileImage = identity.avatar
    },

    /**
     * Takes an identity the kit learned itself (a name the visitor just registered): shown at once
     * when `address` is the namespace's account, and cached like a fetched one, so a reload within
     * the cache's 5 min shows it before the provider API answers.
     */
    rememberIdentity(namespace: ChainNamespace, address: string, identity: Identity) {
      identities.set(address, { identity })
      if (state[namespace]?.address !== address) return
      account(namespace).profileName = identity.name
      account(namespace).profileImage = identity.avatar
    },

    fetchTokenBalance,
  }
}
