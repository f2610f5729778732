import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFaultQueue, type RegistryFaults } from '../registry/faults.js'
import { corsHeaders, playFault } from '../registry/respond.js'
import { type EtherscanAnswer, readAccountQuery } from './accountQuery.js'
import type { ReadableEvmChain } from './chainClient.js'
import { ExplorerApiChainNotFoundError, ExplorerApiOptionsError } from './errors.js'
import { createExplorerChain, type ExplorerChain } from './explorerChain.js'

export type StartExplorerApiOptions = {
  /** The chains to serve: `startEvm()`'s `chains` fit, or `{ chainId, rpcUrl }` of any node. */
  chains: readonly ReadableEvmChain[]
}

/** A request as the explorer API received it. */
export type ExplorerApiRequest = { chainId: number | undefined; query: URLSearchParams }

/** The running explorer API. */
export type ExplorerApi = {
  /** `http://127.0.0.1:<port>/<chainId>/api`: the account API of one chain, as a site configures it. */
  url(chainId: number): string
  /**
   * Failures to play on the next requests (a status, a body, a dropped connection, a delay). A
   * fault's `path` is matched against the path and query: `{ path: /action=tokentx/ }` fails
   * only the token transfers.
   */
  faults: RegistryFaults
  /** Every request received, oldest first. */
  readonly requests: readonly ExplorerApiRequest[]
  /** Closes the server and every open connection. Safe to call twice. */
  stop(): Promise<void>
}

const chainPath = /^\/(\d+)\/api\/?$/

/**
 * Starts an Etherscan-compatible account API (what Etherscan and Blockscout serve at `/api`) on
 * 127.0.0.1, a free port, for local chains: `module=account&action=txlist|tokentx` with `address`,
 * `page`, `offset`, `sort` and `startblock`/`endblock`, answered from the chains' blocks,
 * receipts and ERC-20 `Transfer` logs read over JSON-RPC at each request. Answers carry
 * Etherscan's field names, every value a string; an empty list is
 * `{ status: "0", message: "No transactions found", result: [] }`.
 *
 * @example
 * const explorer = await startExplorerApi({ chains: evm.chains })
 * const adapter = new EvmAdapter({ networks, explorerApiUrls: { 31337: explorer.url(31337) } })
 * await explorer.stop()
 *
 * @throws {ExplorerApiOptionsError} without chains, or with one chain id twice.
 */
export async function startExplorerApi(options: StartExplorerApiOptions): Promise<ExplorerApi> {
  const chainIds = options.chains.map((chain) => chain.chainId)
  if (chainIds.length === 0 || new Set(chainIds).size !== chainIds.length)
    throw new ExplorerApiOptionsError('The explorer API needs chains, each chain id once.', {
      metaMessages: [`Chain ids: ${chainIds.join(', ') || 'none'}`],
    })
  const chains = new Map<number, ExplorerChain>(
    options.chains.map((chain) => [chain.chainId, createExplorerChain(chain)]),
  )
  const faults = createFaultQueue()
  const requests: ExplorerApiRequest[] = []

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders)
      return response.end()
    }
    const chainId = chainPath.exec(url.pathname)?.[1]
    requests.push({ chainId: chainId === undefined ? undefined : Number(chainId), query: url.searchParams })
    // A fault's `path` is matched against the path and query, so a RegExp can pick one list.
    const fault = faults.take(url.pathname + url.search)
    if (fault && (await playFault(fault, response))) return
    const chain = chainId === undefined ? undefined : chains.get(Number(chainId))
    if (request.method !== 'GET' || !chain) return answer(response, 404, { message: 'Not found' })
    const query = readAccountQuery(url.searchParams)
    if ('status' in query) return answer(response, 200, query)
    const rows = await chain.rows(query)
    const found: EtherscanAnswer =
      rows.length > 0
        ? { status: '1', message: 'OK', result: rows }
        : { status: '0', message: 'No transactions found', result: [] }
    answer(response, 200, found)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answer(response, 500, { message: String(error) })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  let stopping: Promise<void> | undefined

  return {
    url(chainId) {
      if (!chains.has(chainId)) throw new ExplorerApiChainNotFoundError({ chainId, chainIds })
      return `http://127.0.0.1:${port}/${chainId}/api`
    },
    faults,
    requests,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopping
    },
  }
}

function answer(response: ServerResponse, status: number, body: unknown) {
  if (response.destroyed) return
  // A site's page calls the explorer from its own origin, as it calls Etherscan or Blockscout.
  response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
