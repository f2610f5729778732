import { appleProvider } from './apple.js'
import { discordProvider } from './discord.js'
import { facebookProvider } from './facebook.js'
import { githubProvider } from './github.js'
import { googleProvider } from './google.js'
import { xProvider } from './x.js'

/** The providers a visitor may sign in with, as the modal names them. */
export const socialProviderIds = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** One of `socialProviderIds`. */
export type SocialProviderId = (typeof socialProviderIds)[number]

/** Where a provider answers. Configuration (or a test) may replace any of them. */
export type SocialEndpoints = {
  /** The provider's authorize URL. */
  authorization: string
  /** Its token URL. */
  token: string
  /** OAuth 2 providers: the user endpoint (GitHub also reads `/emails` below it). */
  userInfo?: string | undefined
  /** OpenID providers: the expected `iss` of an ID token. */
  issuer?: string | undefined
  /** OpenID providers: the URL of the keys that sign ID tokens. */
  jwks?: string | undefined
}

/**
 * Who signed in, as the service keeps it. Identities are keyed by `provider` and `subject`, the
 * provider's stable user id, never by the email: a provider account showing someone's address
 * never reaches their wallet.
 */
export type SocialIdentity = {
  provider: SocialProviderId
  /** The provider's stable user id, as a string of visible ASCII. */
  subject: string
  /**
   * What the modal may show (untrusted text, cleaned: see `providerUsername.ts`); may be empty.
   * Discord's ends with the `0` the display drops (see `discord.ts`).
   */
  username: string
  /** Only an address the provider says is verified, lower-cased. */
  email?: string | undefined
}

/** What the service reads from a user endpoint with, for OAuth 2 providers. */
export type ReadIdentityContext = {
  /** The provider's access token: used for these reads only, then dropped. */
  accessToken: string
  endpoints: SocialEndpoints
  fetch: typeof globalThis.fetch
  /**
   * The service's client secret for this provider. Only Facebook uses it, to sign its Graph call
   * (`appsecret_proof`), which an app with "Require App Secret" on cannot do without.
   */
  clientSecret?: string | undefined
}

/** One provider: how to send a visitor there and how to read who came back. */
export type SocialProviderDefinition = {
  id: SocialProviderId
  protocol: 'openid' | 'oauth2'
  scopes: readonly string[]
  /** The real provider's endpoints; the operator (or a test) may replace them in configuration. */
  endpoints: SocialEndpoints
  /** How the token request carries the client secret (RFC 6749 section 2.3.1). */
  tokenAuth: 'client_secret_basic' | 'client_secret_post'
  /**
   * Other `iss` values the provider's ID tokens may carry for its default issuer (Google also
   * writes `accounts.google.com`, without the scheme). Not used once the operator replaced it.
   */
  alternateIssuers?: readonly string[]
  /** Extra authorize parameters the provider needs (Apple: response_mode=form_post). */
  authorizeParameters?: Readonly<Record<string, string>>
  /** OpenID providers: the identity from the verified ID token's claims (a typed error when a needed claim is missing). */
  identityFromClaims?: (claims: Record<string, unknown>) => SocialIdentity
  /** OAuth 2 providers: the identity read from the user endpoint(s) with the access token. */
  readIdentity?: (context: ReadIdentityContext) => Promise<SocialIdentity>
}

// Every service instance in a process shares these objects: frozen, a configuration that replaces
// an endpoint must build its own copy instead of changing another instance's provider.
function frozen(definition: SocialProviderDefinition): SocialProviderDefinition {
  Object.freeze(definition.endpoints)
  Object.freeze(definition.scopes)
  if (definition.authorizeParameters) Object.freeze(definition.authorizeParameters)
  return Object.freeze(definition)
}

/** Every provider's definition, by id (frozen, endpoints and scopes included). */
export const socialProviders: Readonly<Record<SocialProviderId, SocialProviderDefinition>> = Object.freeze({
  google: frozen(googleProvider),
  github: frozen(githubProvider),
  apple: frozen(appleProvider),
  facebook: frozen(facebookProvider),
  x: frozen(xProvider),
  discord: frozen(discordProvider),
})

/** Whether `value` names one of the providers (a path segment, a request field). */
export const isSocialProviderId = (value: string): value is SocialProviderId =>
  (socialProviderIds as readonly string[]).includes(value)
