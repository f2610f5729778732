import { createHash, timingSafeEqual } from 'node:crypto'
import type { AppleClientKey } from './appleClientSecretCheck.js'
import { IdentityProviderOptionsError } from './errors.js'

/** A person who can sign in at one of the rig's identity providers. */
export type TestAccount = {
  /**
   * The provider's stable user id, the `sub` of an ID token or the `id` of a user endpoint. GitHub's
   * ids are numbers, so a GitHub account's subject is a string of digits.
   */
  subject: string
  /** The display name: the button reads "Sign in as <name>". */
  name: string
  /** GitHub's login, X's and Discord's username; made from the name when left out. */
  username?: string
  /** Left out: the provider has no address for the account. */
  email?: string
  /** Whether the provider has verified `email`. @default true */
  emailVerified?: boolean
}

/**
 * A site (the embedded wallet's service) registered at a rig identity provider, with a client
 * secret, or (Apple only) with the key it signs its client secrets with.
 */
export type TestClient = {
  clientId: string
  /** The only addresses the provider sends the visitor back to, compared exactly. */
  redirectUris: readonly string[]
  /**
   * How the client sends its secret to the token endpoint of an OpenID provider (Apple accepts
   * only `client_secret_post`). The OAuth providers ignore it: each keeps its own convention.
   * @default 'client_secret_basic'
   */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post'
} & (
  | { clientSecret: string; appleKey?: never }
  | {
      /**
       * Apple: the client's "Sign in with Apple" key. Its client secrets are then ES256 JWTs it
       * signs, checked as Apple checks them (`appleClientSecretCheck.ts`), not a fixed string.
       */
      appleKey: AppleClientKey
      clientSecret?: never
    }
)

/** The account's username: `username`, else its name in lower case without spaces. */
export function usernameOf(account: TestAccount): string {
  return account.username ?? account.name.toLowerCase().replace(/[^a-z0-9_]+/g, '')
}

/** The account's address when the provider has verified it, else undefined. */
export function verifiedEmailOf(account: TestAccount): string | undefined {
  return account.email !== undefined && account.emailVerified !== false ? account.email : undefined
}

/**
 * Refuses options no real provider could hold: no client, no account, two accounts of one subject,
 * a client without a secret, or a client known by its key at a provider other than Apple.
 */
export function checkIdentityOptions(
  provider: string,
  clients: readonly TestClient[],
  accounts: readonly TestAccount[],
  options: { acceptsAppleKeys?: boolean } = {},
) {
  if (clients.length === 0) throw new IdentityProviderOptionsError(provider, 'at least one client is needed')
  if (accounts.length === 0)
    throw new IdentityProviderOptionsError(provider, 'at least one account is needed')
  const subjects = new Set(accounts.map((account) => account.subject))
  if (subjects.size !== accounts.length) {
    throw new IdentityProviderOptionsError(provider, 'two accounts share a subject')
  }
  for (const client of clients) {
    if (client.redirectUris.length === 0) {
      throw new IdentityProviderOptionsError(provider, `client ${client.clientId} has no redirect URI`)
    }
    if (client.appleKey && !options.acceptsAppleKeys) {
      throw new IdentityProviderOptionsError(
        provider,
        `client ${client.clientId} has an appleKey, which only Apple takes: give it a clientSecret`,
      )
    }
    if (!client.appleKey && !client.clientSecret) {
      throw new IdentityProviderOptionsError(provider, `client ${client.clientId} has no client secret`)
    }
  }
}

/** Compares a presented client secret with the registered one in constant time. */
export function secretMatches(client: TestClient, presented: string | undefined): boolean {
  if (presented === undefined || client.clientSecret === undefined) return false
  // Hashing first gives equal lengths, which timingSafeEqual needs, without leaking the length.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(client.clientSecret), digest(presented))
}

/** The registered client of `clientId`, if any. */
export function findClient(
  clients: readonly TestClient[],
  clientId: string | null | undefined,
): TestClient | undefined {
  return clients.find((client) => client.clientId === clientId)
}
