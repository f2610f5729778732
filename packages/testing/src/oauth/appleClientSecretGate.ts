import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  type AppleClientKey,
  appleClientSecretProblem,
  appleP256PublicKey,
} from './appleClientSecretCheck.js'
import { IdentityProviderOptionsError } from './errors.js'
import {
  formOf,
  json,
  type ProviderRequest,
  readProviderRequest,
  sendProviderResponse,
} from './httpExchange.js'
import { replayRequest } from './replayRequest.js'
import type { TestClient } from './testIdentity.js'
import { describeTokenRequest, type TokenRequestRecord } from './tokenRequests.js'

/**
 * What stands between the rig's Apple token endpoint and oidc-provider, which knows only fixed
 * client secrets. For a client registered by its key, the gate checks the presented client secret
 * as Apple does and answers a wrong one itself with Apple's error; a right one is handed on with a
 * stand-in secret oidc-provider holds for that client (random, made at start, never shown).
 */
export type AppleClientSecretGate = {
  /** The stand-in secret to register at oidc-provider for a client known by its key. */
  standInSecretOf: (clientId: string) => string | undefined
  /**
   * The request to hand oidc-provider (the same one, or a copy with the stand-in secret), or
   * undefined when the gate answered it.
   */
  pass: (incoming: IncomingMessage, response: ServerResponse) => Promise<IncomingMessage | undefined>
  /** The parameters a request the gate handed on was sent with (before the stand-in), for the record. */
  presentedParameters: (request: IncomingMessage) => URLSearchParams | undefined
}

type KeyedClient = { standIn: string; key: Parameters<typeof appleClientSecretProblem>[1]['key'] }

/**
 * Makes the gate of the token endpoint at `tokenPath` for `clients` (those with an `appleKey`).
 * A request it refuses is recorded through `onRefused`, as oidc-provider's are recorded.
 *
 * @throws {IdentityProviderOptionsError} when a client's key is not a P-256 key.
 */
export function createAppleClientSecretGate(options: {
  providerName: string
  tokenPath: string
  clients: readonly TestClient[]
  onRefused: (record: TokenRequestRecord) => void
  now?: () => number
}): AppleClientSecretGate {
  const keyed = new Map<string, KeyedClient>()
  for (const client of options.clients) {
    if (!client.appleKey) continue
    keyed.set(client.clientId, {
      standIn: randomBytes(32).toString('base64url'),
      key: p256Key(client.appleKey),
    })
  }
  const presented = new WeakMap<IncomingMessage, URLSearchParams>()
  const now = options.now ?? Date.now

  function refuse(
    response: ServerResponse,
    request: ProviderRequest,
    form: URLSearchParams,
    refusal: { error: string; problem: string },
  ) {
    // Apple answers a failed client authentication with 400, no description, and no caching.
    const answer = json(400, { error: refusal.error }, 'application/json;charset=UTF-8')
    options.onRefused({
      ...describeTokenRequest({
        method: request.method,
        path: request.url.pathname,
        authorization: request.headers.authorization,
        parameters: form,
        status: answer.status,
      }),
      refusal: refusal.problem,
    })
    sendProviderResponse(response, { ...answer, headers: { ...answer.headers, pragma: 'no-cache' } })
    return undefined
  }

  return {
    standInSecretOf: (clientId) => keyed.get(clientId)?.standIn,
    presentedParameters: (request) => presented.get(request),
    async pass(incoming, response) {
      const path = new URL(incoming.url ?? '/', 'http://rig').pathname
      if (keyed.size === 0 || incoming.method !== 'POST' || path !== options.tokenPath) return incoming
      let request: ProviderRequest
      try {
        request = await readProviderRequest(incoming, 'http://rig')
      } catch {
        sendProviderResponse(response, json(400, { error: 'invalid_request' }))
        return undefined
      }
      const form = formOf(request)
      const client = keyed.get(form.get('client_id') ?? '')
      // Not a client known by its key: oidc-provider decides, on the body as it was sent.
      if (!client) return replayRequest(incoming, request.body)
      const secrets = form.getAll('client_secret')
      if (secrets.length > 1)
        return refuse(response, request, form, { error: 'invalid_request', problem: 'two client secrets' })
      const problem =
        secrets[0] === undefined
          ? 'no client secret'
          : appleClientSecretProblem(secrets[0], {
              clientId: form.get('client_id') ?? '',
              key: client.key,
              now: now(),
            })
      if (problem !== undefined) return refuse(response, request, form, { error: 'invalid_client', problem })
      const handedOn = new URLSearchParams(form)
      handedOn.set('client_secret', client.standIn)
      const replayed = replayRequest(incoming, handedOn.toString())
      presented.set(replayed, form)
      return replayed
    },
  }

  function p256Key(key: AppleClientKey): KeyedClient['key'] {
    const publicKey = appleP256PublicKey(key)
    if (!publicKey)
      throw new IdentityProviderOptionsError(options.providerName, 'an appleKey must hold a P-256 public key')
    return { ...key, publicKey }
  }
}
