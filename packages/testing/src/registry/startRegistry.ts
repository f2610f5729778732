import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { accountRoutes } from './accountRoutes.js'
import { convertRoutes } from './convertRoutes.js'
import { createEvmReader, type RegistryEvmChain } from './evmReader.js'
import { createFaultQueue, type RegistryFaults } from './faults.js'
import { jsonRpcMethodsOf } from './jsonRpcMethods.js'
import { onrampRoutes } from './onrampRoutes.js'
import { profileRoutes } from './profileRoutes.js'
import {
  defaultRemoteFeatures,
  defaultSupportedChains,
  type RegistryAnalyticsEvent,
  type RegistryConfig,
  type RegistryNameProfile,
  type RegistryState,
} from './registryState.js'
import { corsHeaders, playFault, readBody, send } from './respond.js'
import { matchRoute, type Route } from './routes.js'
import { rpcRoutes } from './rpcRoutes.js'
import { createWalletDataSet, type RegistryWallet } from './walletDataSet.js'
import { walletRoutes } from './walletRoutes.js'

export type StartRegistryOptions = Partial<RegistryConfig> & {
  /** The wallets to serve. @default 700 generated wallets */
  wallets?: readonly RegistryWallet[] | undefined
  /** EVM chains (e.g. `startEvm()`'s `chains`) that identity, balance and history read from. */
  evmChains?: readonly RegistryEvmChain[] | undefined
  /** Plain RPC URLs by EVM chain id, when there is no `EvmRigChain` at hand. */
  evmRpcUrls?: Record<number, string> | undefined
  /** Names registered from the start. */
  names?: readonly RegistryNameProfile[] | undefined
}

/** A request as the registry received it. */
export type RegistryRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  at: number
}

export type Registry = {
  /** `http://127.0.0.1:<port>`: the base URL of both the wallet registry and the provider API. */
  url: string
  /** Failures to play on the next requests. */
  faults: RegistryFaults
  /** Every request received, oldest first (cleared by `clearRequests`). */
  readonly requests: readonly RegistryRequest[]
  /** The requests to one path. */
  requestsTo(path: string): RegistryRequest[]
  /** The JSON-RPC requests to one path that call `method` (alone or in a batch). */
  rpcCallsTo(path: string, method: string): RegistryRequest[]
  clearRequests(): void
  /** Changes what the registry answers from now on. */
  configure(changes: Partial<RegistryConfig>): void
  /** Smart sessions the provider API reports for `address`. */
  setSessions(address: string, sessions: { pci: string; [field: string]: unknown }[]): void
  readonly wallets: readonly RegistryWallet[]
  /** Analytics events accepted by POST /e. */
  readonly analyticsEvents: readonly RegistryAnalyticsEvent[]
  /**
   * The URL of a stand-in for a site's own RPC provider on `chainId` (`<url>/rpc/<endpoint>/<chainId>`),
   * forwarding to the rig's node. Each `endpoint` name is its own URL, to slow down or fail with
   * `faults` (`{ path: new URL(rpcUrl).pathname, delayMs: 1500, times: Infinity }`).
   */
  rpcUrl(endpoint: string, chainId: number): string
  /** Closes the server and every open connection. Safe to call twice. */
  stop(): Promise<void>
}

const routes: readonly Route[] = [
  ...walletRoutes,
  ...accountRoutes,
  ...convertRoutes,
  ...profileRoutes,
  ...onrampRoutes,
  ...rpcRoutes,
]
const requiredQuery = ['st', 'sv', 'projectId'] as const

/**
 * Starts the rig's wallet registry and provider API on 127.0.0.1 (a free port): the calls of spec
 * section 7 over real HTTP, a deterministic set of 700 wallets, answers read from local chains, and
 * faults on demand. Every GET (and POST /e) must carry `st`, `sv` and `projectId`, or gets 400.
 * Chain RPC goes to the chains' nodes: the provider RPC host at `POST /v1/?chainId&projectId`, and
 * named stand-ins for a site's own RPC URLs at `rpcUrl(endpoint, chainId)`.
 *
 * @example
 * const registry = await startRegistry({ evmChains: evm.chains })
 * registry.faults.next({ path: '/getWallets', status: 429, retryAfter: 1 })
 * // ... point the kit at registry.url
 * await registry.stop()
 */
export async function startRegistry(options: StartRegistryOptions = {}): Promise<Registry> {
  const evmChains = [
    ...(options.evmChains ?? []),
    ...Object.entries(options.evmRpcUrls ?? {}).map(([chainId, rpcUrl]) => ({
      chainId: Number(chainId),
      rpcUrl,
    })),
  ]
  const state: RegistryState = {
    config: {
      remoteFeatures: options.remoteFeatures === undefined ? defaultRemoteFeatures : options.remoteFeatures,
      allowedOrigins: options.allowedOrigins ?? [
        'http://localhost',
        'http://127.0.0.1',
        'https://*.latchkit.test',
      ],
      isAnalyticsEnabled: options.isAnalyticsEnabled ?? false,
      supportedChains: options.supportedChains ?? defaultSupportedChains,
      projectId: options.projectId,
    },
    wallets: options.wallets ?? createWalletDataSet(),
    evm: createEvmReader(evmChains),
    names: new Map((options.names ?? []).map((profile) => [profile.name, profile])),
    sessions: new Map(),
    analyticsEvents: [],
    baseUrl: '',
  }
  const faults = createFaultQueue()
  const requests: RegistryRequest[] = []

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, { status: 500, json: { message: String(error) } })
      else response.destroy()
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', state.baseUrl)
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders)
      return response.end()
    }
    const text = await readBody(request)
    let body: unknown
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        return send(response, { status: 400, json: { message: 'The body is not JSON' } })
      }
    }
    requests.push({ method, path: url.pathname, query: url.searchParams, body, at: Date.now() })

    if (method === 'GET' || url.pathname === '/e') {
      const missing = requiredQuery.filter((name) => !url.searchParams.get(name))
      if (missing.length > 0)
        return send(response, { status: 400, json: { message: `Missing query: ${missing.join(', ')}` } })
      const { projectId } = state.config
      if (projectId !== undefined && url.searchParams.get('projectId') !== projectId)
        return send(response, { status: 403, json: { message: 'Invalid projectId' } })
    }

    const fault = faults.take(url.pathname, body)
    if (fault && (await playFault(fault, response))) return

    const match = matchRoute(routes, method, url.pathname)
    if (!match)
      return send(response, { status: 404, json: { message: `No route for ${method} ${url.pathname}` } })
    send(
      response,
      await match.route.handle(
        { path: url.pathname, query: url.searchParams, params: match.params, body, headers: request.headers },
        state,
      ),
    )
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  state.baseUrl = `http://127.0.0.1:${port}`
  let stopping: Promise<void> | undefined

  return {
    url: state.baseUrl,
    faults,
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === path),
    rpcCallsTo: (path, method) =>
      requests.filter((request) => request.path === path && jsonRpcMethodsOf(request.body).includes(method)),
    clearRequests: () => {
      requests.length = 0
    },
    configure: (changes) => {
      Object.assign(state.config, changes)
    },
    setSessions: (address, sessions) => {
      state.sessions.set(address.toLowerCase(), sessions)
    },
    wallets: state.wallets,
    analyticsEvents: state.analyticsEvents,
    rpcUrl: (endpoint, chainId) => `${state.baseUrl}/rpc/${encodeURIComponent(endpoint)}/${chainId}`,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopping
    },
  }
}
