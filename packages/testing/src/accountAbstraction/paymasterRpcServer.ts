import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Address } from 'viem'
import type { PaymasterFields, RpcUserOperationFields } from './sponsorUserOperation.js'

/** A JSON-RPC error the paymaster answers with (ERC-7677 leaves codes to the service). */
export class PaymasterRpcRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type JsonRpcRequest = { id?: unknown; method?: unknown; params?: unknown }

// Browsers send the site's ERC-7677 calls cross-origin (the paymaster is the site's service, not
// the page's origin), with a JSON body: they preflight, and must be let through.
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}

/**
 * Serves ERC-7677's `pm_getPaymasterStubData` and `pm_getPaymasterData` on 127.0.0.1 for one
 * EntryPoint on one chain; any other EntryPoint or chain is refused with -32602.
 */
export async function startPaymasterRpcServer(parameters: {
  chainId: number
  entryPoint: Address
  stub: () => PaymasterFields
  sponsor: (userOperation: RpcUserOperationFields) => Promise<PaymasterFields>
}): Promise<{ url: string; close: () => Promise<void> }> {
  const { chainId, entryPoint, stub, sponsor } = parameters

  async function answer(method: unknown, params: unknown): Promise<PaymasterFields> {
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
      throw new PaymasterRpcRefusal(-32601, `Method not found: ${String(method)}`)
    const [userOperation, askedEntryPoint, askedChainId] = Array.isArray(params) ? params : []
    if (typeof userOperation !== 'object' || userOperation === null)
      throw new PaymasterRpcRefusal(-32602, 'Expected a user operation')
    if (typeof askedEntryPoint !== 'string' || askedEntryPoint.toLowerCase() !== entryPoint.toLowerCase())
      throw new PaymasterRpcRefusal(-32602, `This paymaster serves only the EntryPoint ${entryPoint}`)
    if (
      typeof askedChainId !== 'string' ||
      !/^0x[0-9a-fA-F]+$/.test(askedChainId) ||
      Number(askedChainId) !== chainId
    )
      throw new PaymasterRpcRefusal(-32602, `This paymaster serves only chain ${chainId}`)
    return method === 'pm_getPaymasterStubData' ? stub() : sponsor(userOperation as RpcUserOperationFields)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') return send(response, 204)
    if (request.method !== 'POST') return send(response, 405, { error: 'POST JSON-RPC here' })
    let parsed: JsonRpcRequest
    try {
      parsed = JSON.parse(await readBody(request)) as JsonRpcRequest
    } catch {
      return send(response, 200, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error' },
      })
    }
    const id = parsed.id ?? null
    try {
      send(response, 200, { jsonrpc: '2.0', id, result: await answer(parsed.method, parsed.params) })
    } catch (error) {
      const refusal =
        error instanceof PaymasterRpcRefusal
          ? error
          : new PaymasterRpcRefusal(-32603, error instanceof Error ? error.message : String(error))
      send(response, 200, { jsonrpc: '2.0', id, error: { code: refusal.code, message: refusal.message } })
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
