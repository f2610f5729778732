import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import Provider, {
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider'
import { renderRefusal } from './accountPickerPage.js'
import { appleFlavour } from './apple.js'
import { type AppleClientSecretGate, createAppleClientSecretGate } from './appleClientSecretGate.js'
import { IdentityProviderOptionsError, IdentityProviderStartError } from './errors.js'
import { googleFlavour } from './google.js'
import type { OpenIdFlavour, OpenIdFlavourName } from './openIdFlavour.js'
import { createInteractionHandler } from './openIdInteractions.js'
import { createMemoryAdapter } from './openIdStore.js'
import { checkIdentityOptions, type TestAccount, type TestClient } from './testIdentity.js'
import { describeTokenRequest, type TokenRequestRecord } from './tokenRequests.js'

const flavours: Record<OpenIdFlavourName, OpenIdFlavour> = { google: googleFlavour, apple: appleFlavour }

export type StartOpenIdProviderOptions = {
  flavour: OpenIdFlavourName
  clients: readonly TestClient[]
  accounts: readonly TestAccount[]
}

/** A local OpenID Provider standing in for Google or Apple. */
export type OpenIdProvider = {
  flavour: OpenIdFlavourName
  /** The `iss` of its ID tokens and the base of its discovery document. */
  issuer: string
  /** The origin it is served on (`http://127.0.0.1:<port>`, the issuer too). */
  url: string
  /** Every request its token endpoint received, oldest first, without client secrets. */
  requests: TokenRequestRecord[]
  /** Closes the server and its connections. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Starts a real OpenID Provider (panva's oidc-provider, certified) on 127.0.0.1 with a free port,
 * shaped as Google or Apple: discovery at /.well-known/openid-configuration, the provider's own
 * endpoint paths, authorization code flow only with PKCE S256 required, the `nonce` carried into
 * RS256 ID tokens signed by a key made at start and published at the JWKS endpoint, and Apple's
 * `response_mode=form_post`. An Apple client registered by its key (`appleKey`) must send, as
 * Apple's does, an ES256 client secret JWT it signed; a wrong one is answered 400
 * `{"error":"invalid_client"}`, as Apple answers. Its login page has a "Sign in as <name>"
 * button per account, which logs in and consents at once, and "Cancel", which answers
 * `access_denied`.
 *
 * @example
 * const google = await startOpenIdProvider({ flavour: 'google', clients: [client], accounts: [alice] })
 * // configure the wallet service with google.issuer; a Playwright test clicks "Sign in as Alice"
 */
export async function startOpenIdProvider(options: StartOpenIdProviderOptions): Promise<OpenIdProvider> {
  const flavour = flavours[options.flavour]
  checkIdentityOptions(flavour.displayName, options.clients, options.accounts, {
    acceptsAppleKeys: flavour.acceptsAppleKeys === true,
  })
  for (const client of options.clients) {
    const method = client.tokenEndpointAuthMethod ?? 'client_secret_basic'
    if (!flavour.clientAuthMethods.includes(method)) {
      throw new IdentityProviderOptionsError(
        flavour.displayName,
        `${flavour.displayName} accepts ${flavour.clientAuthMethods.join(' or ')}, not ${method} (client ${client.clientId})`,
      )
    }
  }
  const requests: TokenRequestRecord[] = []
  const gate = createAppleClientSecretGate({
    providerName: flavour.displayName,
    tokenPath: flavour.routes.token,
    clients: options.clients,
    onRefused: (record) => requests.push(record),
  })
  const configuration = await configure(flavour, options, gate)
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    const refuse = (cause: unknown) => reject(new IdentityProviderStartError(flavour.displayName, cause))
    server.once('error', refuse)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', refuse)
      resolve()
    })
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let provider: Provider
  try {
    provider = new Provider(url, configuration)
  } catch (error) {
    // oidc-provider refused the configuration: free the port before saying so.
    server.close()
    throw error
  }
  if (flavour.impliesOpenIdScope) {
    provider.use(async (ctx, next) => {
      const scope = typeof ctx.query.scope === 'string' ? ctx.query.scope : ''
      if (
        ctx.method === 'GET' &&
        ctx.path === flavour.routes.authorization &&
        !scope.split(' ').includes('openid')
      ) {
        ctx.query = { ...ctx.query, scope: `openid ${scope}`.trim() }
      }
      await next()
    })
  }
  provider.use(async (ctx, next) => {
    await next()
    if (ctx.oidc?.route !== 'token') return
    const body = (ctx.oidc.body ?? {}) as Record<string, unknown>
    requests.push(
      describeTokenRequest({
        method: ctx.method,
        path: ctx.path,
        authorization: ctx.get('authorization') || undefined,
        // As the client sent them: the gate may have put a stand-in in place of Apple's JWT.
        parameters:
          gate.presentedParameters(ctx.req) ??
          new URLSearchParams(
            Object.entries(body).flatMap(([name, value]) =>
              typeof value === 'string' ? [[name, value]] : [],
            ),
          ),
        status: ctx.status,
      }),
    )
  })
  const interactions = createInteractionHandler(provider, flavour.displayName, options.accounts)
  const oidc = provider.callback()
  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    if (await interactions(incoming, response)) return
    const handedOn = await gate.pass(incoming, response)
    if (handedOn) await oidc(handedOn, response)
  }
  server.on('request', (incoming, response) => {
    handle(incoming, response).catch(() => response.destroy())
  })

  let stopped: Promise<void> | undefined
  return {
    flavour: options.flavour,
    issuer: url,
    url,
    requests,
    stop: () => {
      stopped ??= (async () => {
        const closed = once(server, 'close')
        server.close()
        server.closeAllConnections()
        await closed
      })()
      return stopped
    },
  }
}

async function configure(
  flavour: OpenIdFlavour,
  options: StartOpenIdProviderOptions,
  gate: AppleClientSecretGate,
): Promise<Configuration> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }
  const accounts = new Map(options.accounts.map((account) => [account.subject, account]))

  // Every authorization shows the account picker, even to a browser that signed in before, so a
  // test picks the account (or cancels) each time, as a visitor choosing an account does.
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'rig_account_picker',
        'the visitor picks an account at every sign-in',
        (ctx) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )

  return {
    adapter: createMemoryAdapter(),
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      // A client known by its key gets a stand-in only the gate hands oidc-provider.
      client_secret: client.clientSecret ?? gate.standInSecretOf(client.clientId),
      redirect_uris: [...client.redirectUris],
      token_endpoint_auth_method: client.tokenEndpointAuthMethod ?? 'client_secret_basic',
      response_types: ['code'],
      grant_types: ['authorization_code'],
    })),
    clientAuthMethods: [...flavour.clientAuthMethods],
    findAccount: (_ctx, id) => {
      const account = accounts.get(id)
      return account && { accountId: id, claims: () => ({ ...flavour.claimsOf(account), sub: id }) }
    },
    scopes: [...flavour.scopes],
    claims: flavour.claims,
    // The ID token carries the scopes' claims, as Google's and Apple's do, not only userinfo.
    conformIdTokenClaims: false,
    // Signed cookies; SameSite=Lax because a browser drops SameSite=None cookies on plain HTTP.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    jwks: { keys: [signingKey] },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: flavour.userinfo },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
    pkce: { methods: ['S256'], required: () => true },
    responseTypes: ['code'],
    routes: flavour.routes,
    clientBasedCORS: () => false,
    // oidc-provider runs an extra parameter's validator on every authorization request, present
    // or not: the hook for the provider's own rules. No site sends `rig_provider_rules`.
    extraParams: {
      rig_provider_rules: (ctx: KoaContextWithOIDC) => {
        const reason = flavour.refuseAuthorization?.({
          scope: ctx.oidc.params?.scope as string | undefined,
          response_mode: ctx.oidc.params?.response_mode as string | undefined,
        })
        if (reason) throw new errors.InvalidRequest(reason)
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = renderRefusal(flavour.displayName, String(out.error), String(out.error_description ?? ''))
    },
    ttl: {
      AuthorizationCode: 600,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 3600,
      Grant: 3600,
    },
  }
}
