import { generateKeyPairSync, randomBytes } from 'node:crypto'
import {
  type OAuthProvider,
  type OpenIdProvider,
  startOAuthProvider,
  startOpenIdProvider,
  type TestAccount,
  type TestClient,
} from '../oauth/index.js'

/** The social providers the wallet service signs visitors in with. */
export const rigSocialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type RigSocialProvider = (typeof rigSocialProviders)[number]

/**
 * The wallet service's `social` configuration for one provider (its README, "Social login"): a
 * client secret, or Apple's signing key (the service then mints Apple's client secret itself).
 */
export type SocialProviderConfig = {
  clientId: string
  endpoints: { authorization: string; token: string; userInfo?: string; jwks?: string; issuer?: string }
} & ({ clientSecret: string } | { teamId: string; keyId: string; privateKey: string })

/** The rig's six identity providers, and the wallet service's configuration for them. */
export type SocialProvidersRig = {
  /** The `social` section of the service's configuration file. */
  config: Record<RigSocialProvider, SocialProviderConfig>
  providers: { google: OpenIdProvider; apple: OpenIdProvider } & Record<
    'github' | 'facebook' | 'x' | 'discord',
    OAuthProvider
  >
  stop: () => Promise<void>
}

const clientSecret = 'rig-social-client-secret'

/** An identifier shaped as Apple's Team and Key IDs: 10 upper-case letters and digits. */
function appleIdentifier(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

/**
 * A "Sign in with Apple" key made for this start, as a developer downloads one: the rig's Apple
 * keeps its public half, the wallet service gets the private half's PEM (the .p8 file's text).
 */
function newAppleKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    teamId: appleIdentifier(),
    keyId: appleIdentifier(),
    publicKey,
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  }
}

/**
 * Starts the rig's identity providers (an OpenID Provider as Google and as Apple, the OAuth 2
 * servers of GitHub, Facebook, X and Discord), each with the wallet service at `serviceUrl`
 * registered as a client whose redirect URI is its callback, and `accounts` able to sign in.
 * Apple knows the service by a P-256 key made for this start, as Apple does: the service's
 * configuration holds the key, and the service mints Apple's client secret for each token request.
 */
export async function startSocialProviders(parameters: {
  serviceUrl: string
  accounts: readonly TestAccount[]
}): Promise<SocialProvidersRig> {
  const appleKey = newAppleKey()
  const client = (provider: RigSocialProvider): TestClient => {
    const clientId = `latchkit-wallet-${provider}`
    const redirectUris = [`${parameters.serviceUrl}/auth/v1/social/callback/${provider}`]
    if (provider !== 'apple') return { clientId, clientSecret, redirectUris }
    // Apple knows the service by its key and takes the client secret (a JWT) in the form only.
    const { teamId, keyId, publicKey } = appleKey
    return {
      clientId,
      redirectUris,
      tokenEndpointAuthMethod: 'client_secret_post',
      appleKey: { teamId, keyId, publicKey },
    }
  }
  const started: { stop: () => Promise<void> }[] = []
  const track = async <provider extends { stop: () => Promise<void> }>(starting: Promise<provider>) => {
    const provider = await starting
    started.push(provider)
    return provider
  }
  const stop = async () => {
    await Promise.all(started.map((provider) => provider.stop()))
  }
  try {
    const accounts = [...parameters.accounts]
    const openId = (flavour: 'google' | 'apple') =>
      track(startOpenIdProvider({ flavour, clients: [client(flavour)], accounts }))
    const oauth = (flavour: 'github' | 'facebook' | 'x' | 'discord') =>
      track(startOAuthProvider({ flavour, clients: [client(flavour)], accounts }))
    const providers = {
      google: await openId('google'),
      apple: await openId('apple'),
      github: await oauth('github'),
      facebook: await oauth('facebook'),
      x: await oauth('x'),
      discord: await oauth('discord'),
    }
    const config = {} as SocialProvidersRig['config']
    config.google = {
      clientId: client('google').clientId,
      clientSecret,
      endpoints: await discover(providers.google),
    }
    config.apple = {
      clientId: client('apple').clientId,
      teamId: appleKey.teamId,
      keyId: appleKey.keyId,
      privateKey: appleKey.privateKey,
      endpoints: await discover(providers.apple),
    }
    for (const provider of ['github', 'facebook', 'x', 'discord'] as const) {
      const { authorization, token, user } = providers[provider].endpoints
      config[provider] = {
        clientId: client(provider).clientId,
        clientSecret,
        endpoints: { authorization, token, userInfo: user },
      }
    }
    return { config, providers, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** An OpenID Provider's endpoints, from its discovery document. */
async function discover(provider: OpenIdProvider): Promise<SocialProviderConfig['endpoints']> {
  const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`)
  const document = (await response.json()) as Record<string, string>
  return {
    authorization: document.authorization_endpoint ?? '',
    token: document.token_endpoint ?? '',
    jwks: document.jwks_uri ?? '',
    issuer: document.issuer ?? '',
  }
}
