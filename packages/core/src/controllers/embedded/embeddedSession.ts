import { emailLoginCooldownMs } from '../../constants.js'
import type { KitStorage } from '../../contracts/storage.js'
import type { LoginProvider, SocialProvider } from '../../contracts/walletRegistry.js'
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
 * The embedded-wallet session as the kit keeps it (spec section 4): the email feature records a
 * code sent (the 30 s cooldown counts from it) and a login (login-success flag and email kept, the
 * last-email-login time cleared); signing out, or disconnecting the embedded wallet, forgets them
 * with the last used chain and the social username.
 */
export function createEmbeddedSession(parameters: { storage: KitStorage; now: () => number }) {
  const { storage, now } = parameters
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
    /** Forgets the login (sign out, or a failed session check). */
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
