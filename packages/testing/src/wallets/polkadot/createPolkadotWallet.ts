import { cryptoWaitReady } from '@polkadot/util-crypto'
import { createWalletBehaviours, type WalletBehaviours } from '../walletBehaviours.js'
import { createWalletRequests, type WalletRequestRecord } from '../walletRequests.js'
import { PolkadotWalletOptionsError } from './errors.js'
import {
  type PolkadotInjectedAccount,
  type PolkadotWalletKey,
  toInjectedAccount,
  toWalletAccounts,
} from './polkadotWalletAccounts.js'
import {
  announceAccounts,
  type PolkadotWalletContext,
  type PolkadotWalletEvent,
  type PolkadotWalletPrompt,
} from './polkadotWalletContext.js'
import { polkadotWalletMethods } from './polkadotWalletMethods.js'

export type CreatePolkadotWalletParameters = {
  /** The wallet's keys, in the order a site lists them: the rig chain's `accounts` fit as they are. */
  accounts: readonly PolkadotWalletKey[]
  /**
   * The SS58 prefix its addresses are shown in. The polkadot-js extension shows an account that is
   * not tied to one chain in Substrate's generic 42, whatever the site's chain. @default 42
   */
  ss58Prefix?: number | undefined
}

/** One request a page made, kept so a test can assert what the site asked for. */
export type PolkadotWalletRequest = WalletRequestRecord

/** A Polkadot extension in Node with real keys, and the switches a test plays its user with. */
export type PolkadotTestWallet = Pick<
  WalletBehaviours<PolkadotWalletPrompt>,
  'reject' | 'allow' | 'setDelay' | 'hold' | 'release'
> & {
  /**
   * Answers one request of the page side (`enable`, `accounts`, `signRaw`, `signPayload`,
   * `metadataList`, `metadataProvide`); throws a {@link ProviderRpcError} whose message is the
   * extension's own ("Cancelled" when the user declines a signature).
   */
  request(args: { method: string; params?: unknown }, origin: string): Promise<unknown>
  subscribe(listener: (event: PolkadotWalletEvent) => void): () => void
  readonly requests: readonly PolkadotWalletRequest[]
  /** The accounts as a site sees them, in `ss58Prefix`. */
  readonly accounts: readonly PolkadotInjectedAccount[]
  readonly ss58Prefix: number
  isAuthorized(origin: string): boolean
  /**
   * Replaces the wallet's accounts (the user added, removed or reordered them) and calls every
   * enabled site's `accounts.subscribe` callbacks with the new list.
   */
  setAccounts(accounts: readonly PolkadotWalletKey[]): void
  /** Forgets one site (every site without `origin`): its subscriptions get an empty list. */
  disconnect(origin?: string): void
}

/**
 * Creates the Polkadot test wallet: sr25519, ed25519 and ecdsa keys in Node that sign as the
 * polkadot-js extension does (`signRaw` over `<Bytes>`-wrapped data, `signPayload` over the
 * extrinsic payload). Pages reach it through `installPolkadotWallet`, WalletConnect dapps through
 * `startWalletConnectWallet({ polkadot: { wallet, chains } })`.
 *
 * @example
 * const chain = await startPolkadotChain()
 * const wallet = await createPolkadotWallet({ accounts: chain.accounts })
 * await installPolkadotWallet(page, wallet)
 */
export async function createPolkadotWallet(
  parameters: CreatePolkadotWalletParameters,
): Promise<PolkadotTestWallet> {
  const { ss58Prefix = 42 } = parameters
  if (parameters.accounts.length === 0)
    throw new PolkadotWalletOptionsError('The wallet needs at least one account.')
  if (!(Number.isInteger(ss58Prefix) && ss58Prefix >= 0 && ss58Prefix < 16_384))
    throw new PolkadotWalletOptionsError(
      `ss58Prefix must be a whole number from 0 to 16383; got ${ss58Prefix}.`,
    )
  await cryptoWaitReady()
  const listeners = new Set<(event: PolkadotWalletEvent) => void>()
  const behaviours = createWalletBehaviours<PolkadotWalletPrompt>()
  const context: PolkadotWalletContext = {
    accounts: toWalletAccounts(parameters.accounts, ss58Prefix),
    ss58Prefix,
    authorizedOrigins: new Set(),
    knownMetadata: new Map(),
    behaviours,
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
  }

  const answers = createWalletRequests(polkadotWalletMethods, context)
  return {
    request: answers.request,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    requests: answers.requests,
    get accounts() {
      return context.accounts.map(toInjectedAccount)
    },
    ss58Prefix,
    isAuthorized: (origin) => context.authorizedOrigins.has(origin),
    reject: behaviours.reject,
    allow: behaviours.allow,
    setDelay: behaviours.setDelay,
    hold: behaviours.hold,
    release: behaviours.release,
    setAccounts(accounts) {
      context.accounts = toWalletAccounts(accounts, ss58Prefix)
      announceAccounts(context)
    },
    disconnect(origin) {
      for (const site of origin === undefined ? [...context.authorizedOrigins] : [origin])
        if (context.authorizedOrigins.delete(site))
          context.emit({ type: 'accounts', origin: site, accounts: [] })
    },
  }
}
