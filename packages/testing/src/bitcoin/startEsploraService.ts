import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody } from '../registry/respond.js'
import { createAddressScripts } from './addressScripts.js'
import { createChainIndex } from './chainIndex.js'
import { EsploraStartError } from './errors.js'
import { answerEsplora, type EsploraAnswer, type EsploraContext } from './esploraRoutes.js'
import { regtestFeeEstimates } from './feeEstimates.js'
import type { LitecoinRpc } from './litecoinRpc.js'

export type StartEsploraServiceOptions = {
  /** The node to read (a `startLitecoinRegtest()` result, or anything with its `rpc`). */
  node: { rpc: LitecoinRpc }
  /** @default 0 (a free port) */
  port?: number | undefined
  /** What `GET /fee-estimates` answers (target in blocks → sat/vB). @default regtestFeeEstimates */
  feeEstimates?: Readonly<Record<string, number>> | undefined
}

/** A running Esplora service. */
export type EsploraService = {
  /** `http://127.0.0.1:<port>`: the base an Esplora client takes (`<url>/address/...`). */
  url: string
  port: number
  /** Closes the server and its connections; resolves once closed. Safe to call twice. */
  stop: () => Promise<void>
}

// Pages of the demo site and the browser tests read it from other origins (ports), as they would
// blockstream.info. Nothing is cached: each answer reflects the node at that moment.
const headers = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'cache-control': 'no-store',
}

function send(response: ServerResponse, answer: EsploraAnswer) {
  if ('json' in answer) {
    response.writeHead(answer.status, { ...headers, 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.json))
  } else if ('bytes' in answer) {
    response.writeHead(answer.status, { ...headers, 'content-type': 'application/octet-stream' })
    response.end(answer.bytes)
  } else {
    response.writeHead(answer.status, { ...headers, 'content-type': 'text/plain' })
    response.end(answer.text)
  }
}

/**
 * Starts an HTTP server on 127.0.0.1 that answers the part of Blockstream Esplora's REST API a
 * wallet reads, in Esplora's JSON shapes, from a regtest node: `GET /address/:address` (with
 * `/utxo`, `/txs`, `/txs/chain[/:last_seen_txid]`, `/txs/mempool`), `GET /tx/:txid` (with `/hex`,
 * `/raw`, `/status`), `POST /tx` (raw hex; the txid, or 400 with the node's refusal),
 * `GET /fee-estimates` (a fixed table: see `regtestFeeEstimates`), `GET /blocks/tip/height`,
 * `GET /blocks/tip/hash` and `GET /block-height/:height`. Its own address index (blocks and
 * mempool, refreshed before each answer) counts unconfirmed transactions without any wallet.
 *
 * @example
 * const node = await startLitecoinRegtest()
 * const esplora = await startEsploraService({ node })
 * await (await fetch(`${esplora.url}/address/${address}/utxo`)).json()
 * await esplora.stop()
 * await node.stop()
 *
 * @throws {EsploraStartError} when the port cannot be listened on.
 */
export async function startEsploraService(options: StartEsploraServiceOptions): Promise<EsploraService> {
  const { node, port = 0, feeEstimates = regtestFeeEstimates } = options
  const index = createChainIndex(node.rpc)
  const context: EsploraContext = {
    index,
    rpc: node.rpc,
    scriptOf: createAddressScripts(node.rpc),
    feeEstimates,
  }
  await index.refresh()

  const server = createServer(async (request, response) => {
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, headers)
        response.end()
        return
      }
      const body = request.method === 'POST' ? await readBody(request) : ''
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
      send(response, await answerEsplora(context, { method: request.method ?? 'GET', path, body }))
    } catch (error) {
      // The node stopped or failed: say so, as an Esplora behind a failing daemon does.
      if (!response.headersSent) send(response, { status: 502, text: String(error) })
      else response.destroy()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new EsploraStartError(`The Esplora service could not listen on port ${port}.`, { cause: error }),
      ),
    )
    server.listen(port, '127.0.0.1', resolve)
  })

  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
