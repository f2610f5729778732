import { LitecoinRpcError } from './errors.js'
import type { LitecoinRpc } from './litecoinRpc.js'
import type { NodeBlock, NodeOutput, NodeTransaction } from './nodeTypes.js'

/** A transaction the index holds, confirmed or in the mempool. */
export type IndexedTransaction = {
  tx: NodeTransaction
  /** The confirming block; undefined while the transaction is in the mempool. */
  block: { height: number; hash: string; time: number } | undefined
  /** Sorts newest first: block height and position, or the order of arrival in the mempool. */
  order: number
}

/** Confirmed and mempool transactions by script, read from a node without a wallet. */
export type ChainIndex = {
  /** Reads the blocks and mempool changes since the last refresh; concurrent calls share the work. */
  refresh: () => Promise<void>
  tip: () => { height: number; hash: string }
  blockHash: (height: number) => string | undefined
  transaction: (txid: string) => IndexedTransaction | undefined
  output: (txid: string, vout: number) => NodeOutput | undefined
  /** The transaction (mempool or confirmed) that spends the output, if any. */
  spender: (txid: string, vout: number) => IndexedTransaction | undefined
  /** Transactions paying to or spending from `script` (hex), each list newest first. */
  history: (script: string) => { mempool: IndexedTransaction[]; chain: IndexedTransaction[] }
}

const noSuchTransaction = -5
const blockOrder = (height: number, position: number) => height * 1_000_000 + position
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

// One set of lookups: the chain's grows block by block, the mempool's is rebuilt on each refresh.
type Lookups = { byScript: Map<string, string[]>; spends: Map<string, string> }
const emptyLookups = (): Lookups => ({ byScript: new Map(), spends: new Map() })

/**
 * Builds an address index from the node's blocks (`getblock` verbosity 2, from genesis) and
 * mempool (`getrawmempool`, `getrawtransaction`), as Esplora's electrs does, so that unconfirmed
 * transactions count and no wallet is involved. A reorganisation rebuilds it from genesis (regtest
 * chains are short).
 */
export function createChainIndex(rpc: LitecoinRpc): ChainIndex {
  const blocks: { hash: string; time: number }[] = []
  const confirmed = new Map<string, IndexedTransaction>()
  let chainLookups = emptyLookups()
  let mempool = new Map<string, IndexedTransaction>()
  let mempoolLookups = emptyLookups()
  let arrivals = 0

  const transaction = (txid: string) => confirmed.get(txid) ?? mempool.get(txid)
  const output = (txid: string, vout: number) => transaction(txid)?.tx.vout[vout]

  function add(entry: IndexedTransaction, lookups: Lookups) {
    const { tx } = entry
    const scripts = new Set<string>()
    for (const out of tx.vout) if (out.scriptPubKey) scripts.add(out.scriptPubKey.hex)
    for (const input of tx.vin) {
      if (input.txid === undefined || input.vout === undefined) continue
      lookups.spends.set(outpoint(input.txid, input.vout), tx.txid)
      const spent = output(input.txid, input.vout)?.scriptPubKey
      if (spent) scripts.add(spent.hex)
    }
    for (const script of scripts) {
      const txids = lookups.byScript.get(script)
      if (txids) txids.push(tx.txid)
      else lookups.byScript.set(script, [tx.txid])
    }
  }

  function addBlock(block: NodeBlock) {
    blocks.push({ hash: block.hash, time: block.time })
    for (const [position, tx] of block.tx.entries()) {
      const entry = {
        tx,
        block: { height: block.height, hash: block.hash, time: block.time },
        order: blockOrder(block.height, position),
      }
      confirmed.set(tx.txid, entry)
      add(entry, chainLookups)
    }
  }

  async function syncBlocks() {
    const last = blocks.at(-1)
    let next: string | undefined
    if (last) {
      const header = await rpc<{ confirmations: number; nextblockhash?: string }>('getblockheader', [
        last.hash,
      ])
      if (header.confirmations < 0) {
        blocks.length = 0
        confirmed.clear()
        chainLookups = emptyLookups()
        next = await rpc<string>('getblockhash', [0])
      } else next = header.nextblockhash
    } else next = await rpc<string>('getblockhash', [0])
    while (next) {
      const block = await rpc<NodeBlock>('getblock', [next, 2])
      // Left the best chain while we walked: the next refresh sees the reorganisation.
      if (block.confirmations < 0) break
      addBlock(block)
      next = block.nextblockhash
    }
  }

  async function syncMempool() {
    const txids = await rpc<string[]>('getrawmempool')
    const fetched = await Promise.all(
      txids.map(async (txid): Promise<IndexedTransaction | undefined> => {
        if (confirmed.has(txid)) return undefined
        const known = mempool.get(txid)
        if (known) return known
        try {
          const tx = await rpc<NodeTransaction>('getrawtransaction', [txid, true])
          return { tx, block: undefined, order: 0 }
        } catch (error) {
          // Mined or evicted since getrawmempool: the next refresh places it.
          if (error instanceof LitecoinRpcError && error.code === noSuchTransaction) return undefined
          throw error
        }
      }),
    )
    mempool = new Map()
    for (const entry of fetched) {
      if (!entry) continue
      if (entry.order === 0) entry.order = ++arrivals
      mempool.set(entry.tx.txid, entry)
    }
    // `mempool` is complete before the first `add`, so each child finds its parent's outputs.
    mempoolLookups = emptyLookups()
    for (const entry of mempool.values()) add(entry, mempoolLookups)
  }

  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined
  const refresh = (): Promise<void> => {
    if (!running) {
      running = syncBlocks()
        .then(syncMempool)
        .finally(() => {
          running = undefined
        })
      return running
    }
    // A refresh under way may have read the node before this caller's change: one more follows it.
    // A failure of the one under way reaches its own callers; this one tries again regardless.
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = undefined
        return refresh()
      })
    return queued
  }

  const newestFirst = (txids: readonly string[] | undefined, from: Map<string, IndexedTransaction>) =>
    (txids ?? [])
      .map((txid) => from.get(txid))
      .filter((entry): entry is IndexedTransaction => entry !== undefined)
      .sort((a, b) => b.order - a.order)

  return {
    refresh,
    tip: () => ({ height: blocks.length - 1, hash: blocks.at(-1)?.hash ?? '' }),
    blockHash: (height) => blocks[height]?.hash,
    transaction,
    output,
    spender: (txid, vout) => {
      const key = outpoint(txid, vout)
      const spender = chainLookups.spends.get(key) ?? mempoolLookups.spends.get(key)
      return spender === undefined ? undefined : transaction(spender)
    },
    history: (script) => ({
      mempool: newestFirst(mempoolLookups.byScript.get(script), mempool),
      chain: newestFirst(chainLookups.byScript.get(script), confirmed),
    }),
  }
}
