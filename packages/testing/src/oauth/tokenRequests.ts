import { basicCredentials } from './httpExchange.js'
import { decodeJwtParts } from './jwtParts.js'

/** One request a rig identity provider's token endpoint received, for tests to assert on. */
export type TokenRequestRecord = {
  method: string
  path: string
  /**
   * How the client presented its secret: in an HTTP Basic header, among the request's parameters
   * (the form body, or the query of Facebook's GET), or not at all.
   */
  clientAuthentication: 'client_secret_basic' | 'client_secret_post' | 'none'
  /** From the Basic header or the parameters. */
  clientId: string | undefined
  /** Every parameter of the body and the query (`code`, `code_verifier`, `redirect_uri`...), but the secret. */
  parameters: Record<string, string>
  /**
   * When the client secret was a JWT (Apple's, which the client signs for each request): its
   * header and claims. Its signature, which would make it usable, is left out.
   */
  clientSecretJwt?: { header: Record<string, unknown>; claims: Record<string, unknown> }
  /** The HTTP status the provider answered. */
  status: number
  /** Why the rig's Apple refused the client's secret (Apple itself says only `invalid_client`). */
  refusal?: string
}

/** Describes a token request without its client secret: a test log holds no secret. */
export function describeTokenRequest(request: {
  method: string
  path: string
  authorization: string | undefined
  parameters: URLSearchParams
  status: number
}): TokenRequestRecord {
  const parameters = Object.fromEntries([...request.parameters].filter(([name]) => name !== 'client_secret'))
  const basic = basicCredentials(request.authorization)
  return {
    method: request.method,
    path: request.path,
    clientAuthentication: basic
      ? 'client_secret_basic'
      : request.parameters.has('client_secret')
        ? 'client_secret_post'
        : 'none',
    clientId: basic?.clientId ?? request.parameters.get('client_id') ?? undefined,
    parameters,
    ...jwtParts(basic?.clientSecret ?? request.parameters.get('client_secret') ?? undefined),
    status: request.status,
  }
}

/** The header and claims of a client secret that is a JWT, as `clientSecretJwt`; nothing otherwise. */
function jwtParts(secret: string | undefined): Pick<TokenRequestRecord, 'clientSecretJwt'> {
  const jwt = secret === undefined ? undefined : decodeJwtParts(secret)
  return jwt ? { clientSecretJwt: { header: jwt.header, claims: jwt.claims } } : {}
}
