import type { SocialEndpoints, SocialProviderId } from '../social/providers/socialProvider.js'

/**
 * A provider the operator enabled: the OAuth client the provider registered for the service, with
 * `<publicUrl>/auth/v1/social/callback/<provider>` as its one redirect URI.
 */
export type SocialProviderConfig = {
  clientId: string
  /** Kept in the configuration only: never stored, logged or sent anywhere but the provider. */
  clientSecret: string
  /** Another address for some of the provider's endpoints (a regional one, or a test's). */
  endpoints?: Partial<SocialEndpoints>
}

/**
 * Sign in with Apple by its signing key: the service mints Apple's client secret (an ES256 JWT)
 * itself for each token request, so there is no secret to paste and renew every six months.
 * Exactly one of `privateKey` and `privateKeyFile`.
 */
export type AppleSigningKeyConfig = {
  /** The Services ID the service signs in as (the `sub` of each client secret). */
  clientId: string
  /** The 10-character Team ID of the Apple developer account (the `iss`). */
  teamId: string
  /** The 10-character Key ID of the "Sign in with Apple" key (the `kid`). */
  keyId: string
  endpoints?: Partial<SocialEndpoints>
} & (
  | {
      /** The `.p8` file's text: a PEM PKCS#8 P-256 private key. Never stored, logged or sent. */
      privateKey: string
      privateKeyFile?: never
    }
  | {
      /** A path to the `.p8` file, read once when the service starts. */
      privateKeyFile: string
      privateKey?: never
    }
)

/** Apple takes a signing key (recommended) or, as the others, a client secret made beforehand. */
export type AppleLoginConfig = SocialProviderConfig | AppleSigningKeyConfig

/** The social login providers the service offers, by id; the others are off. */
export type SocialLoginConfig = Partial<Record<Exclude<SocialProviderId, 'apple'>, SocialProviderConfig>> & {
  apple?: AppleLoginConfig
}
