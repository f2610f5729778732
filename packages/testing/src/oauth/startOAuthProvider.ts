import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decide, showLogin } from './authorizationFlow.js'
import { discordFlavour } from './discord.js'
import { IdentityProviderOptionsError, IdentityProviderStartError } from './errors.js'
import { facebookFlavour } from './facebook.js'
import { githubFlavour } from './github.js'
import { createGrantStore } from './grantStore.js'
import {
  type ProviderRequest,
  type ProviderResponse,
  parametersOf,
  readProviderRequest,
  sendProviderResponse,
} from './httpExchange.js'
import type { FlavourContext, OAuthEndpoints, OAuthFlavour, OAuthFlavourName } from './oauthFlavour.js'
import { checkIdentityOptions, type TestAccount, type TestClient } from './testIdentity.js'
import { describeTokenRequest, type TokenRequestRecord } from './tokenRequests.js'
import { xFlavour } from './x.js'

const flavours: Record<OAuthFlavourName, OAuthFlavour> = {
  github: githubFlavour,
  facebook: facebookFlavour,
  x: xFlavour,
  discord: discordFlavour,
}

export type StartOAuthProviderOptions = {
  flavour: OAuthFlavourName
  clients: readonly TestClient[]
  accounts: readonly TestAccount[]
}

/** A local stand-in for GitHub, Facebook, X or Discord as an OAuth 2 provider. */
export type OAuthProvider = {
  flavour: OAuthFlavourName
  /** The origin every endpoint is served on: `http://127.0.0.1:<port>`. */
  url: string
  /** The provider's endpoints at the rig, under the real ones' paths. */
  endpoints: OAuthEndpoints
  /** Every request the token endpoint received, oldest first, without client secrets. */
  requests: TokenRequestRecord[]
  /** Closes the server and its connections. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Starts one provider's authorization code flow on 127.0.0.1 (a free port): its login page (a
 * "Sign in as <name>" button per account, and "Cancel", which answers `access_denied`), PKCE,
 * single-use codes bound to client, redirect URI and challenge, and its own token endpoint and
 * user endpoints with their real paths, parameters, bodies and errors. Each provider's own
 * conventions, and the documentation they follow, are in its module (github.ts, facebook.ts,
 * x.ts, discord.ts).
 *
 * @example
 * const github = await startOAuthProvider({ flavour: 'github', clients: [client], accounts: [alice] })
 * // configure the wallet service with github.endpoints; a Playwright test clicks "Sign in as Alice"
 */
export async function startOAuthProvider(options: StartOAuthProviderOptions): Promise<OAuthProvider> {
  const flavour = flavours[options.flavour]
  checkIdentityOptions(flavour.displayName, options.clients, options.accounts)
  const misshapen = options.accounts.find((account) => flavour.subjectFormat?.test(account.subject) === false)
  if (misshapen) {
    throw new IdentityProviderOptionsError(
      flavour.displayName,
      `its user ids are JSON numbers (integers below 2^53), so "${misshapen.subject}" cannot be one`,
    )
  }
  const grants = createGrantStore(flavour.lifetimes)
  const requests: TokenRequestRecord[] = []
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
  const context: FlavourContext = { url, clients: options.clients, accounts: options.accounts, grants }
  server.on('request', (incoming: IncomingMessage, response: ServerResponse) => {
    readProviderRequest(incoming, url)
      .then((request) => {
        const answer = route(request, flavour, context)
        // Kept before the answer is sent, so a test that has the answer finds the request.
        if (answer.isTokenEndpoint) {
          requests.push(
            describeTokenRequest({
              method: request.method,
              path: request.url.pathname,
              authorization: request.headers.authorization,
              parameters: parametersOf(request),
              status: answer.response.status,
            }),
          )
        }
        sendProviderResponse(response, answer.response)
      })
      .catch(() => sendProviderResponse(response, { status: 400, body: 'Bad request' }))
  })

  let stopped: Promise<void> | undefined
  return {
    flavour: options.flavour,
    url,
    endpoints: flavour.endpoints(url),
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

function route(
  request: ProviderRequest,
  flavour: OAuthFlavour,
  context: FlavourContext,
): { response: ProviderResponse; isTokenEndpoint: boolean } {
  const path = request.url.pathname
  if (request.method === 'GET' && flavour.authorization.path.test(path)) {
    return { response: showLogin(request, flavour, context), isTokenEndpoint: false }
  }
  const decision = /^\/interaction\/([0-9a-f]+)\/(login|cancel)$/.exec(path)
  if (request.method === 'POST' && decision?.[1] && decision[2]) {
    return {
      response: decide(decision[1], decision[2] as 'login' | 'cancel', request, flavour, context),
      isTokenEndpoint: false,
    }
  }
  const endpoint = flavour.routes.find(
    (candidate) => candidate.method === request.method && candidate.path.test(path),
  )
  if (endpoint) {
    return { response: endpoint.handle(request, context), isTokenEndpoint: endpoint.isTokenEndpoint === true }
  }
  return {
    response: { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not Found' },
    isTokenEndpoint: false,
  }
}
