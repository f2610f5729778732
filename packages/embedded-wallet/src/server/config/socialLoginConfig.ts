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

/** The social login providers the service offers, by id; the others are off. */
export type SocialLoginConfig = Partial<Record<SocialProviderId, SocialProviderConfig>>
