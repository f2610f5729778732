import type { TestAccount } from './testIdentity.js'

/** The OpenID providers `startOpenIdProvider` plays. */
export type OpenIdFlavourName = 'google' | 'apple'

/** How one OpenID provider differs from another: paths, client authentication, scopes and claims. */
export type OpenIdFlavour = {
  /** As its login page names it: "Sign in with Google". */
  displayName: string
  /** oidc-provider's routes, under the real endpoints' paths. */
  routes: { authorization: string; token: string; jwks: string; userinfo: string }
  userinfo: boolean
  clientAuthMethods: readonly ('client_secret_basic' | 'client_secret_post')[]
  /**
   * Apple: a client may be registered by its key (`appleKey`) instead of a fixed secret; its
   * client secrets are then JWTs it signs, checked as Apple checks them.
   */
  acceptsAppleKeys?: boolean
  /** Scopes beyond `openid` (Apple's `name`, which no claim follows). */
  scopes: readonly string[]
  /** Apple answers every request as OpenID Connect, whether or not its scope names `openid`. */
  impliesOpenIdScope?: boolean
  /** Which claims each scope releases. */
  claims: Record<string, string[]>
  /** The account's claims, typed as the provider types them. */
  claimsOf: (account: TestAccount) => Record<string, unknown>
  /**
   * A rule of the provider's authorization endpoint beyond OpenID Connect's: the reason it refuses
   * the request (as `invalid_request`), or undefined.
   */
  refuseAuthorization?: (parameters: { scope?: string; response_mode?: string }) => string | undefined
}
