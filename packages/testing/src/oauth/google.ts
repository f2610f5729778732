import type { OpenIdFlavour } from './openIdFlavour.js'

// Google's OpenID Connect (developers.google.com/identity/openid-connect/openid-connect and its
// discovery document): the page at accounts.google.com/o/oauth2/v2/auth, the token at
// oauth2.googleapis.com/token (client_secret_post or client_secret_basic), keys at
// www.googleapis.com/oauth2/v3/certs, userinfo at openidconnect.googleapis.com/v1/userinfo. Its
// ID token carries `email_verified` as a boolean. The rig serves these paths on one origin.

/** Google: an OpenID provider whose ID token has `email`, `email_verified` (boolean) and `name`. */
export const googleFlavour: OpenIdFlavour = {
  displayName: 'Google',
  routes: {
    authorization: '/o/oauth2/v2/auth',
    token: '/token',
    jwks: '/oauth2/v3/certs',
    userinfo: '/v1/userinfo',
  },
  userinfo: true,
  clientAuthMethods: ['client_secret_post', 'client_secret_basic'],
  scopes: ['openid', 'email', 'profile'],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  claimsOf: (account) => {
    const [givenName, ...family] = account.name.split(' ')
    return {
      sub: account.subject,
      name: account.name,
      given_name: givenName,
      ...(family.length ? { family_name: family.join(' ') } : {}),
      ...(account.email === undefined
        ? {}
        : { email: account.email, email_verified: account.emailVerified !== false }),
    }
  },
}
