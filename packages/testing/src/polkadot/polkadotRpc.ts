import { PolkadotRpcError } from './errors.js'

/** One JSON-RPC call over HTTP (chopsticks answers POSTs on its WebSocket port). */
export async function callPolkadotRpc<result>(
  httpUrl: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<result> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(5_000),
  })
  const body = (await response.json().catch(() => undefined)) as
    | { result?: result; error?: { message?: string } }
    | undefined
  if (!body || body.error || !('result' in body))
    throw new PolkadotRpcError(`The Polkadot chain refused ${method}.`, {
      details: body?.error?.message ?? `HTTP ${response.status}`,
    })
  return body.result as result
}
