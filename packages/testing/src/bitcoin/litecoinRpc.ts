import { LitecoinRpcError, LitecoinRpcUnreachableError } from './errors.js'

/** Options of one RPC call. */
export type LitecoinRpcCallOptions = {
  /** Sends the call to `/wallet/<name>`, as wallet calls must once a node has several wallets. */
  wallet?: string | undefined
}

/**
 * Calls a litecoind JSON-RPC method and resolves with its `result`.
 *
 * @throws {LitecoinRpcError} when the node answers with an error object.
 * @throws {LitecoinRpcUnreachableError} when the call does not reach the node or the answer is not JSON-RPC.
 */
export type LitecoinRpc = <result = unknown>(
  method: string,
  params?: readonly unknown[],
  options?: LitecoinRpcCallOptions,
) => Promise<result>

type RpcAnswer = { result?: unknown; error?: { code: number; message: string } | null }

/**
 * A JSON-RPC client for litecoind over HTTP (fetch, basic auth). Bitcoin Core answers errors with
 * HTTP 404 or 500 and a JSON body, so the body decides, not the status.
 */
export function createLitecoinRpc(parameters: {
  url: string
  username: string
  password: string
  /** @default 60_000 */
  timeoutMs?: number
}): LitecoinRpc {
  const { url, username, password, timeoutMs = 60_000 } = parameters
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
  let nextId = 0
  return async <result>(
    method: string,
    params: readonly unknown[] = [],
    options: LitecoinRpcCallOptions = {},
  ) => {
    const endpoint =
      options.wallet === undefined ? url : `${url}/wallet/${encodeURIComponent(options.wallet)}`
    let status: number
    let text: string
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        // No idle keep-alive sockets: litecoind's shutdown waits for open RPC connections to close
        // (fetch keeps them 4 s), and a stopped node leaves none behind in the test process.
        headers: { authorization, 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ jsonrpc: '1.0', id: ++nextId, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = response.status
      text = await response.text()
    } catch (error) {
      throw new LitecoinRpcUnreachableError(`litecoind did not answer ${method} at ${url}.`, { cause: error })
    }
    let answer: RpcAnswer
    try {
      answer = JSON.parse(text) as RpcAnswer
    } catch (error) {
      throw new LitecoinRpcUnreachableError(`litecoind answered ${method} with HTTP ${status} and no JSON.`, {
        cause: error,
        details: text.slice(0, 200) || undefined,
      })
    }
    if (answer.error) throw new LitecoinRpcError({ method, ...answer.error })
    return answer.result as result
  }
}
