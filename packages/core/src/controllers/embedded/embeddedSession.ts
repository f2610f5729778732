import { type CaipNetworkId, parseCaipNetworkId } from '../../caip/caip.js'
import { emailLoginCooldownMs } from '../../constants.js'
import type { AccountType, KitStorage } from '../../contracts/storage.js'
import type { LoginProvider, SocialProvider } from '../../contracts/walletRegistry.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { AccountsState } from '../account/accountState.js'
import { type NetworkState, smartAccountNetworksOf } from '../network/networkState.js'
import { embeddedSessionKeys } from './embeddedSessionKeys.js'

/** What the kit remembers of the visitor's embedded-wallet login (spec section 3's local storage). */
export type EmbeddedSessionInfo = {
  /** Whether an email or social login succeeded and was not signed out since. */
  loggedIn: boolean
  /** The email the visitor logged in with, or their provider's verified email. */
  email: string | undefined
  /** The provider of a social or Farcaster login, and the visitor's username there. */
  socialProvider: LoginProvider | undefined
  socialUsername: string | undefined
}

/** A login as the feature that made it records it. */
export type EmbeddedLogin = {
  email?: string | null | undefined
  /** For a social or Farcaster login: the provider and the visitor's username there. */
  social?: { provider: LoginProvider; username: string } | undefined
}

/**
 * Told that the visitor picked another account type for `namespace`. The embedded wallet switches
 * its provider's account here; `setPreferredAccountType` waits for the promise, and a rejection
 * undoes the choice.
 */
export type PreferredAccountTypeListener = (
  namespace: ChainNamespace,
  type: AccountType,
) => void | Promise<void>

/**
 * The embedded-wallet session as the kit keeps it (spec section 4): the email feature records a
 * code sent (the 30 s cooldown counts from it) and a login (login-success flag and email kept, the
 * last-email-login time cleared); signing out, or disconnecting the embedded wallet, forgets them
 * with the last used chain and the social username. It also keeps the smart accounts' side (spec
 * sections 3 and 4): the networks the wallet offers them on, and the account type the visitor
 * prefers per namespace, neither of which a sign-out forgets (see `clear`).
 */
export function createEmbeddedSession(parameters: {
  storage: KitStorage
  now: () => number
  /** The kit's network state: each namespace's `smartAccountEnabledNetworks`. */
  network: NetworkState
  /** The kit's account state: each namespace's `preferredAccountType` and `smartAccountDeployed`. */
  accounts: AccountsState
  /** The site's `defaultAccountTypes` option. */
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
}) {
  const { storage, now, network, accounts, defaultAccountTypes } = parameters
  const accountTypeListeners = new Set<PreferredAccountTypeListener>()

  /**
   * Stores the namespace's preference, leaving the others' as they are; `undefined` forgets it
   * (JSON leaves the key out).
   */
  const storePreference = (namespace: ChainNamespace, type: AccountType | undefined) =>
    storage.set('preferredAccountTypes', { ...storage.get('preferredAccountTypes'), [namespace]: type })

  return {
    /** Whole seconds before another email login may start; 0 when it may start now. */
    emailLoginWaitSeconds(): number {
      const last = storage.get('lastEmailLoginTime')
      if (last === undefined) return 0
      const remaining = last + emailLoginCooldownMs - now()
      return remaining > 0 ? Math.ceil(remaining / 1000) : 0
    },
    /** Records that a one-time code was just sent: the cooldown starts now. */
    recordCodeSent(): void {
      storage.set('lastEmailLoginTime', now())
    },
    /** Records a successful login: an email login forgets the social login before it. */
    recordLogin(login: EmbeddedLogin): void {
      storage.set('emailLoginUsed', true)
      if (login.email) storage.set('email', login.email)
      else storage.remove('email')
      storage.remove('lastEmailLoginTime')
      if (login.social) {
        storage.set('connectedSocialProvider', login.social.provider)
        storage.set('connectedSocialUsername', login.social.username)
      } else {
        storage.remove('connectedSocialProvider')
        storage.remove('connectedSocialUsername')
      }
    },
    /** Records the signed-in visitor's new email (an email change); the login stays as it was. */
    recordEmail(email: string): void {
      storage.set('email', email)
    },
    /**
     * Records that the page left for `provider`'s login page (a blocked popup, or Telegram): the
     * login resumes when the visitor comes back.
     */
    recordSocialRedirect(provider: SocialProvider): void {
      storage.set('telegramSocialProvider', provider)
    },
    /** The provider the page left for, forgotten as it is read. */
    takeSocialRedirect(): SocialProvider | undefined {
      const provider = storage.get('telegramSocialProvider')
      storage.remove('telegramSocialProvider')
      return provider
    },
    /**
     * Records the networks the embedded wallet offers smart accounts on (the wallet service's
     * answer, after each login or restore): stored comma-separated, and each namespace's share set
     * as its network state's `smartAccountEnabledNetworks`. The list replaces the one before.
     * @throws {InvalidCaipNetworkIdError} when an entry is not a CAIP-2 id; nothing is recorded.
     */
    recordSmartAccountNetworks(networks: readonly CaipNetworkId[]): void {
      for (const id of networks) parseCaipNetworkId(id)
      // Once each, in its order; a CAIP-2 id has no comma, so the joined list reads back as it was.
      const recorded = [...new Set(networks)]
      storage.set('smartAccountEnabledNetworks', recorded.join(','))
      for (const [namespace, entry] of Object.entries(network.byNamespace))
        if (entry)
          entry.smartAccountEnabledNetworks = smartAccountNetworksOf(recorded, namespace as ChainNamespace)
    },
    /** The account type the visitor prefers for `namespace`: theirs, else the site's default, else `'eoa'`. */
    preferredAccountType(namespace: ChainNamespace): AccountType {
      return storage.get('preferredAccountTypes')?.[namespace] ?? defaultAccountTypes[namespace] ?? 'eoa'
    },
    /**
     * Makes `type` the visitor's account type for `namespace`: stored, set as the namespace's
     * `preferredAccountType`, and told to every listener (`onPreferredAccountTypeChange`).
     * Resolves once every listener's promise has settled. When one rejects, the preference is put
     * back as it was (the listeners are not told again) and the call rejects with its error.
     */
    async setPreferredAccountType(namespace: ChainNamespace, type: AccountType): Promise<void> {
      const storedBefore = storage.get('preferredAccountTypes')?.[namespace]
      const account = accounts[namespace]
      const stateBefore = account?.preferredAccountType
      storePreference(namespace, type)
      if (account) account.preferredAccountType = type
      const results = await Promise.allSettled(
        [...accountTypeListeners].map(async (listener) => listener(namespace, type)),
      )
      const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
      if (!failure) return
      storePreference(namespace, storedBefore)
      if (account) account.preferredAccountType = stateBefore
      throw failure.reason
    },
    /**
     * Follows the visitor's account-type choices (`setPreferredAccountType`).
     * @returns a function that stops following them.
     */
    onPreferredAccountTypeChange(listener: PreferredAccountTypeListener): () => void {
      accountTypeListeners.add(listener)
      return () => accountTypeListeners.delete(listener)
    },
    /** Records whether the namespace's smart account is deployed on chain yet (`smartAccountDeployed`). */
    recordSmartAccountDeployed(namespace: ChainNamespace, deployed: boolean): void {
      const account = accounts[namespace]
      if (account) account.smartAccountDeployed = deployed
    },
    /**
     * Forgets the login (sign out, or a failed session check). The preferred account types stay:
     * spec section 4 names what a sign-out forgets, and they are the visitor's (or the site's)
     * choice for the namespace, not the login's. The smart-account networks stay too: they are
     * what the wallet service offers, whoever signs in next, and a login records them anew.
     */
    clear(): void {
      for (const key of embeddedSessionKeys) storage.remove(key)
    },
    get(): EmbeddedSessionInfo {
      return {
        loggedIn: storage.get('emailLoginUsed') === true,
        email: storage.get('email'),
        socialProvider: storage.get('connectedSocialProvider'),
        socialUsername: storage.get('connectedSocialUsername'),
      }
    },
  }
}

export type EmbeddedSession = ReturnType<typeof createEmbeddedSession>
