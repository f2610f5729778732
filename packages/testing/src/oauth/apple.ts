import type { OpenIdFlavour } from './openIdFlavour.js'

// Sign in with Apple's REST API (developer.apple.com, "Request an authorization to the Sign in with
// Apple server", "Generate and validate tokens" and appleid.apple.com's discovery document): the
// page at appleid.apple.com/auth/authorize, which must answer by `response_mode=form_post` when the
// site asks for the name or email scope, the token at /auth/token with the secret in the form
// (client_secret_post only; a client registered by its key sends an ES256 JWT it signs, checked in
// appleClientSecretCheck.ts), keys at /auth/keys, no userinfo. Sites ask for `scope=name email`
// and get an ID token all the same: `openid` is implied. Its ID token carries
// `email_verified` and `is_private_email` as the strings "true" and "false", and never a name.

/** Apple: an OpenID provider whose ID token has `email` and string-typed `email_verified`. */
export const appleFlavour: OpenIdFlavour = {
  displayName: 'Apple',
  routes: {
    authorization: '/auth/authorize',
    token: '/auth/token',
    jwks: '/auth/keys',
    userinfo: '/auth/userinfo',
  },
  userinfo: false,
  clientAuthMethods: ['client_secret_post'],
  acceptsAppleKeys: true,
  impliesOpenIdScope: true,
  scopes: ['openid', 'email', 'name'],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified', 'is_private_email'],
  },
  claimsOf: (account) => ({
    sub: account.subject,
    ...(account.email === undefined
      ? {}
      : {
          email: account.email,
          email_verified: account.emailVerified === false ? 'false' : 'true',
          is_private_email: account.email.endsWith('@privaterelay.appleid.com') ? 'true' : 'false',
        }),
  }),
  refuseAuthorization: ({ scope = '', response_mode }) =>
    /\b(name|email)\b/.test(scope) && response_mode !== 'form_post'
      ? 'response_mode must be form_post when name or email scope is requested'
      : undefined,
}
