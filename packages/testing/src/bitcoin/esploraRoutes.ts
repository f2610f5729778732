import { addressStats, addressUtxos, txStatus } from './addressSummary.js'
import type { ChainIndex, IndexedTransaction } from './chainIndex.js'
import { LitecoinRpcError } from './errors.js'
import { esploraTransaction } from './esploraTransaction.js'
import type { LitecoinRpc } from './litecoinRpc.js'

/** An answer of the Esplora service: JSON, text or bytes, with an HTTP status. */
export type EsploraAnswer =
  | { status: number; json: unknown }
  | { status: number; text: string }
  | { status: number; bytes: Buffer }

/** What the routes read: the index (refreshed before each answer), the node and the fee table. */
export type EsploraContext = {
  index: ChainIndex
  rpc: LitecoinRpc
  scriptOf: (address: string) => Promise<string | undefined>
  feeEstimates: Readonly<Record<string, number>>
}

// Esplora's page sizes: up to 50 mempool transactions, then 25 confirmed ones a page.
const mempoolTxsLimit = 50
const chainTxsPerPage = 25
const txidPattern = /^[0-9a-fA-F]{64}$/

const text = (status: number, body: string): EsploraAnswer => ({ status, text: body })
const json = (body: unknown): EsploraAnswer => ({ status: 200, json: body })
const notFound = (path: string) => text(404, `endpoint does not exist ${JSON.stringify(path)}`)

function chainPage(chain: readonly IndexedTransaction[], lastSeenTxid: string | undefined) {
  const start =
    lastSeenTxid === undefined ? 0 : chain.findIndex((entry) => entry.tx.txid === lastSeenTxid) + 1
  // An unknown last-seen txid gives an empty page, as in electrs.
  return start === 0 && lastSeenTxid !== undefined ? [] : chain.slice(start, start + chainTxsPerPage)
}

async function answerAddress(context: EsploraContext, parts: readonly string[]): Promise<EsploraAnswer> {
  const [, address = '', view, subView, lastSeenTxid, ...rest] = parts
  if (rest.length > 0) return notFound(`/${parts.join('/')}`)
  const script = await context.scriptOf(address)
  if (script === undefined) return text(400, 'Invalid Bitcoin address')
  const { index } = context
  const toJson = (entries: readonly IndexedTransaction[]) =>
    entries.map((entry) => esploraTransaction(index, entry))
  const { mempool, chain } = index.history(script)
  if (view === undefined) return json({ address, ...addressStats(index, script) })
  if (view === 'utxo' && subView === undefined) return json(addressUtxos(index, script))
  if (view !== 'txs') return notFound(`/${parts.join('/')}`)
  if (subView === undefined)
    return json(toJson([...mempool.slice(0, mempoolTxsLimit), ...chain.slice(0, chainTxsPerPage)]))
  if (subView === 'mempool' && lastSeenTxid === undefined)
    return json(toJson(mempool.slice(0, mempoolTxsLimit)))
  if (subView === 'chain') return json(toJson(chainPage(chain, lastSeenTxid?.toLowerCase())))
  return notFound(`/${parts.join('/')}`)
}

function answerTransaction(context: EsploraContext, parts: readonly string[]): EsploraAnswer {
  const [, txid = '', view, ...rest] = parts
  if (rest.length > 0) return notFound(`/${parts.join('/')}`)
  if (!txidPattern.test(txid)) return text(400, 'Invalid hex string')
  const entry = context.index.transaction(txid.toLowerCase())
  // Esplora answers an unknown transaction's status as unconfirmed, not 404.
  if (view === 'status') return json(txStatus(entry))
  if (!entry) return text(404, 'Transaction not found')
  if (view === undefined) return json(esploraTransaction(context.index, entry))
  if (view === 'hex') return text(200, entry.tx.hex)
  if (view === 'raw') return { status: 200, bytes: Buffer.from(entry.tx.hex, 'hex') }
  return notFound(`/${parts.join('/')}`)
}

// Esplora passes the node's refusal on in its electrs form, which clients show or parse.
async function broadcast(context: EsploraContext, body: string): Promise<EsploraAnswer> {
  try {
    return text(200, await context.rpc<string>('sendrawtransaction', [body.trim()]))
  } catch (error) {
    if (!(error instanceof LitecoinRpcError)) throw error
    const reason = JSON.stringify({ code: error.code, message: error.rpcMessage })
    return text(400, `sendrawtransaction RPC error: ${reason}`)
  }
}

/**
 * Answers one request of the Esplora REST subset (paths without the `/api` prefix a public
 * instance puts before them). Unknown paths answer 404 with Esplora's text.
 */
export async function answerEsplora(
  context: EsploraContext,
  request: { method: string; path: string; body: string },
): Promise<EsploraAnswer> {
  const { method, path, body } = request
  let parts: string[]
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return text(400, 'Invalid URL encoding')
  }
  if (method === 'POST') return path === '/tx' ? broadcast(context, body) : notFound(path)
  if (method !== 'GET') return notFound(path)
  if (path === '/fee-estimates') return json(context.feeEstimates)
  await context.index.refresh()
  const tip = context.index.tip()
  if (path === '/blocks/tip/height') return text(200, String(tip.height))
  if (path === '/blocks/tip/hash') return text(200, tip.hash)
  if (parts[0] === 'block-height' && parts.length === 2) {
    const hash = /^\d+$/.test(parts[1] ?? '') ? context.index.blockHash(Number(parts[1])) : undefined
    return hash === undefined ? text(404, 'Block not found') : text(200, hash)
  }
  if (parts[0] === 'address' && parts.length >= 2) return answerAddress(context, parts)
  if (parts[0] === 'tx' && parts.length >= 2) return answerTransaction(context, parts)
  return notFound(path)
}
