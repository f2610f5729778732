/** A JSON-RPC error answer: the code, message and data a validator would send. */
export class RpcError extends Error {
  override name = 'RpcError' as const
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** -32602, with the detail after the validator's "Invalid params: " prefix. */
export const invalidParams = (detail: string) => new RpcError(-32602, `Invalid params: ${detail}`)

/** Answers one method call; `params` is always an array (Solana's RPC takes positional params). */
type RpcHandler = (params: readonly unknown[]) => unknown
export type RpcMethods = Readonly<Record<string, RpcHandler>>

type RequestId = string | number | null
type RpcResponse =
  | { jsonrpc: '2.0'; id: RequestId; result: unknown }
  | { jsonrpc: '2.0'; id: RequestId; error: { code: number; message: string; data?: unknown } }

const errorResponse = (id: RequestId, error: RpcError): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error:
    error.data === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, data: error.data },
})

const isRequestId = (value: unknown): value is RequestId =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

/** Runs one request object; resolves to undefined for a notification (a request without an id). */
async function answerOne(request: unknown, methods: RpcMethods): Promise<RpcResponse | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new RpcError(-32600, 'Invalid Request'))
  }
  const { jsonrpc, method, params } = request as Record<string, unknown>
  const hasId = 'id' in request
  const id = (request as { id?: unknown }).id
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (hasId && !isRequestId(id))) {
    return errorResponse(isRequestId(id) ? id : null, new RpcError(-32600, 'Invalid Request'))
  }
  let response: RpcResponse
  try {
    if (params !== undefined && params !== null && !Array.isArray(params)) {
      throw invalidParams('Solana RPC takes its params as an array')
    }
    // Own properties only: "toString" or "__proto__" are not methods of ours.
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler) throw new RpcError(-32601, 'Method not found')
    const result = await handler(params ?? [])
    response = { jsonrpc: '2.0', id: id as RequestId, result }
  } catch (error) {
    const rpcError =
      error instanceof RpcError ? error : new RpcError(-32603, `Internal error: ${(error as Error).message}`)
    response = errorResponse(id as RequestId, rpcError)
  }
  return hasId ? response : undefined
}

/**
 * Answers a JSON-RPC 2.0 body: one request or a batch. Resolves to the response text, or to
 * undefined when there is nothing to send back (only notifications).
 */
export async function answerJsonRpc(body: string, methods: RpcMethods): Promise<string | undefined> {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return JSON.stringify(errorResponse(null, new RpcError(-32700, 'Parse error')))
  }
  if (!Array.isArray(payload)) {
    const response = await answerOne(payload, methods)
    return response && JSON.stringify(response)
  }
  if (payload.length === 0)
    return JSON.stringify(errorResponse(null, new RpcError(-32600, 'Invalid Request')))
  const responses = (await Promise.all(payload.map((request) => answerOne(request, methods)))).filter(
    (response) => response !== undefined,
  )
  return responses.length > 0 ? JSON.stringify(responses) : undefined
}
