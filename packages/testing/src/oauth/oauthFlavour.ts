import type { GrantStore } from './grantStore.js'
import type { ProviderRequest, ProviderResponse } from './httpExchange.js'
import type { ChallengeMethod } from './pkce.js'
import type { TestAccount, TestClient } from './testIdentity.js'

/** The providers `startOAuthProvider` plays, each with its own endpoints and wording. */
export type OAuthFlavourName = 'github' | 'facebook' | 'x' | 'discord'

/** The rig's addresses of a provider's endpoints (the real ones are on the provider's hosts). */
export type OAuthEndpoints = {
  /** Where the site sends the visitor: the login page. */
  authorization: string
  /** Where the site exchanges a code. */
  token: string
  /** Where the site reads who signed in. */
  user: string
  /** GitHub only: the account's addresses and whether each is verified. */
  emails?: string
}

/** What a flavour's endpoints may use of the provider they run in. */
export type FlavourContext = {
  url: string
  clients: readonly TestClient[]
  accounts: readonly TestAccount[]
  grants: GrantStore
}

/** An endpoint besides the login page: the token endpoint and the user endpoints. */
export type FlavourRoute = {
  method: 'GET' | 'POST'
  path: RegExp
  /** The token endpoint: its requests are kept in `requests`. */
  isTokenEndpoint?: boolean
  handle: (request: ProviderRequest, context: FlavourContext) => ProviderResponse
}

/** How one provider runs its authorization code flow. */
export type OAuthFlavour = {
  /** As its login page names it: "Sign in with GitHub". */
  displayName: string
  endpoints: (url: string) => OAuthEndpoints
  authorization: {
    path: RegExp
    /** GitHub sends the visitor to the first registered callback when the request names none. */
    redirectUriOptional: boolean
    /**
     * For a `redirect_uri` the client did not register, GitHub sends the visitor to the first
     * registered one with these parameters (and `state`); the others show an error page.
     */
    redirectMismatchParameters?: Readonly<Record<string, string>>
    responseTypeRequired: boolean
    pkceRequired: boolean
    challengeMethods: readonly ChallengeMethod[]
    scopeSeparator: RegExp
    /** Parameters, beside `state`, of the redirect that tells the site the visitor cancelled. */
    deniedParameters: Readonly<Record<string, string>>
    /** Parameters, beside `code` and `state`, of a successful redirect. */
    grantedParameters?: (url: string) => Record<string, string>
    /** Facebook appends `#_=_` to its redirects. */
    fragment?: string
  }
  /** The shape of the provider's user ids, when its API depends on one (GitHub's JSON numbers). */
  subjectFormat?: RegExp
  lifetimes: { codeMs: number; tokenMs: number }
  routes: readonly FlavourRoute[]
}
