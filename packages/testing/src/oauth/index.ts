// The rig's identity providers for social login: local stand-ins, speaking each real provider's
// protocol, for the OAuth and OpenID services a test cannot reach (Google, Apple, GitHub,
// Facebook, X, Discord), and a visitor without a browser (`pressLoginButton`) for Node tests.
export {
  type AppleClientKey,
  appleAudience,
  appleClientSecretMaxLifetimeSeconds,
} from './appleClientSecretCheck.js'
export { IdentityProviderOptionsError, IdentityProviderStartError } from './errors.js'
export type { OAuthEndpoints, OAuthFlavourName } from './oauthFlavour.js'
export type { OpenIdFlavourName } from './openIdFlavour.js'
export { type LoginOutcome, pressLoginButton } from './pressLoginButton.js'
export {
  type OAuthProvider,
  type StartOAuthProviderOptions,
  startOAuthProvider,
} from './startOAuthProvider.js'
export {
  type OpenIdProvider,
  type StartOpenIdProviderOptions,
  startOpenIdProvider,
} from './startOpenIdProvider.js'
export type { TestAccount, TestClient } from './testIdentity.js'
export type { TokenRequestRecord } from './tokenRequests.js'
