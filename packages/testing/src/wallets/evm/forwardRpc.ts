import { ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'

let nextId = 1

/**
 * Sends one JSON-RPC request to a chain's node and returns its `result`; a node error comes back
 * as a {@link ProviderRpcError} with the node's own code and message, so a site sees what it
 * would see from a real wallet forwarding the call.
 */
export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (cause) {
    throw new ProviderRpcError({
      code: providerErrorCodes.chainDisconnected,
      message: `The wallet could not reach ${rpcUrl}: ${String(cause)}`,
    })
  }
  const text = await response.text()
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    body = JSON.parse(text)
  } catch {
    throw new ProviderRpcError({
      code: providerErrorCodes.internalError,
      message: `${rpcUrl} answered ${method} with HTTP ${response.status} and no JSON: ${text.slice(0, 200)}`,
    })
  }
  if (body.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError({
      code: typeof code === 'number' ? code : providerErrorCodes.internalError,
      message: typeof message === 'string' ? message : `${method} failed.`,
      data,
    })
  }
  return body.result ?? null
}
