import type { Keypair } from '@solana/web3.js'
import { createWalletBehaviours, type WalletBehaviours } from '../walletBehaviours.js'
import { createWalletRequests, type WalletRequestRecord } from '../walletRequests.js'
import type { SolanaChain } from './solanaWalletChains.js'
import {
  activeKeypair,
  announceAccounts,
  type SolanaWalletContext,
  type SolanaWalletEvent,
  type SolanaWalletPrompt,
} from './solanaWalletContext.js'
import { solanaWalletMethods } from './solanaWalletMethods.js'

export type CreateSolanaWalletParameters = {
  /** The wallet's keys (the rig's test accounts); the first is active. */
  keypairs: readonly Keypair[]
  /** The chains it lists, e.g. the rig cluster's id and the public clusters' ids. */
  chains: readonly SolanaChain[]
  /** Where to send transactions, by chain. Chains without one can sign but not send. */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /**
   * Which accounts a connected site sees: the active one, or every one (the active one first), as
   * wallets that let the user share several accounts do. @default 'active'
   */
  sharedAccounts?: 'active' | 'all' | undefined
}

/** One request a page made, kept so a test can assert what the site asked for. */
export type SolanaWalletRequest = WalletRequestRecord

/** A wallet-standard Solana wallet in Node, and the switches a test plays its user with. */
export type SolanaTestWallet = Pick<
  WalletBehaviours<SolanaWalletPrompt>,
  'reject' | 'allow' | 'setDelay' | 'hold' | 'release'
> & {
  /** Answers one request of the page side (`connect`, `signMessage`, ...); throws a {@link ProviderRpcError}. */
  request(args: { method: string; params?: unknown }, origin: string): Promise<unknown>
  subscribe(listener: (event: SolanaWalletEvent) => void): () => void
  readonly requests: readonly SolanaWalletRequest[]
  /** The active account's base58 address. */
  readonly address: string
  readonly keypairs: readonly Keypair[]
  readonly chains: readonly SolanaChain[]
  readonly isLocked: boolean
  isAuthorized(origin: string): boolean
  /** Hides the accounts from every site until {@link unlock}. */
  lock(): void
  unlock(): void
  /** Makes another account active (by index or base58 address) and tells the connected sites. */
  switchAccount(account: number | string): void
  /** Disconnects one site (every site without `origin`) from the wallet's side. */
  disconnect(origin?: string): void
}

/**
 * Creates the Solana test wallet: ed25519 keys in Node, sending through the rig's cluster.
 *
 * @example
 * const wallet = createSolanaWallet({
 *   keypairs: solana.accounts.map((account) => account.keypair),
 *   chains: [solana.caipNetworkId],
 *   rpcUrls: { [solana.caipNetworkId]: solana.rpcUrl },
 * })
 */
export function createSolanaWallet(parameters: CreateSolanaWalletParameters): SolanaTestWallet {
  const { keypairs, chains, rpcUrls = {} } = parameters
  if (keypairs.length === 0) throw new RangeError('The wallet needs at least one key pair.')
  if (chains.length === 0) throw new RangeError('The wallet needs at least one chain.')
  const listeners = new Set<(event: SolanaWalletEvent) => void>()
  const behaviours = createWalletBehaviours<SolanaWalletPrompt>()
  const context: SolanaWalletContext = {
    keypairs,
    activeIndex: 0,
    chains,
    rpcUrls,
    authorizedOrigins: new Set(),
    isLocked: false,
    sharedAccounts: parameters.sharedAccounts ?? 'active',
    behaviours,
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
  }

  const answers = createWalletRequests(solanaWalletMethods, context)
  return {
    request: answers.request,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    requests: answers.requests,
    get address() {
      return activeKeypair(context).publicKey.toBase58()
    },
    keypairs,
    chains,
    get isLocked() {
      return context.isLocked
    },
    isAuthorized: (origin) => context.authorizedOrigins.has(origin),
    reject: behaviours.reject,
    allow: behaviours.allow,
    setDelay: behaviours.setDelay,
    hold: behaviours.hold,
    release: behaviours.release,
    lock() {
      context.isLocked = true
      announceAccounts(context)
    },
    unlock() {
      context.isLocked = false
      announceAccounts(context)
    },
    switchAccount(account) {
      const index =
        typeof account === 'number'
          ? account
          : keypairs.findIndex((keypair) => keypair.publicKey.toBase58() === account)
      if (!keypairs[index]) throw new RangeError(`The wallet holds no account ${account}.`)
      context.activeIndex = index
      announceAccounts(context)
    },
    disconnect(origin) {
      for (const site of origin === undefined ? [...context.authorizedOrigins] : [origin])
        if (context.authorizedOrigins.delete(site))
          context.emit({ type: 'accountsChanged', origin: site, accounts: [] })
    },
  }
}
