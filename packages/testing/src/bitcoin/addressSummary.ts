import type { ChainIndex, IndexedTransaction } from './chainIndex.js'
import type { EsploraAddressStats, EsploraTxStatus, EsploraUtxo } from './esploraTypes.js'
import { toSatoshis } from './nodeTypes.js'

/** The status Esplora gives a transaction: block fields only once confirmed. */
export function txStatus(entry: IndexedTransaction | undefined): EsploraTxStatus {
  if (!entry?.block) return { confirmed: false }
  const { height, hash, time } = entry.block
  return { confirmed: true, block_height: height, block_hash: hash, block_time: time }
}

function statsOf(index: ChainIndex, script: string, entries: readonly IndexedTransaction[]) {
  const stats: EsploraAddressStats = {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: entries.length,
  }
  for (const { tx } of entries) {
    for (const output of tx.vout)
      if (output.scriptPubKey?.hex === script) {
        stats.funded_txo_count++
        stats.funded_txo_sum += toSatoshis(output.value)
      }
    for (const input of tx.vin) {
      if (input.txid === undefined || input.vout === undefined) continue
      const spent = index.output(input.txid, input.vout)
      if (spent?.scriptPubKey?.hex !== script) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += toSatoshis(spent.value)
    }
  }
  return stats
}

/**
 * `chain_stats` and `mempool_stats` of a script, as Esplora counts them: outputs funded and spent
 * by confirmed transactions, then by mempool ones (a mempool spend of a confirmed output counts in
 * `mempool_stats`).
 */
export function addressStats(index: ChainIndex, script: string) {
  const { chain, mempool } = index.history(script)
  return { chain_stats: statsOf(index, script, chain), mempool_stats: statsOf(index, script, mempool) }
}

/** The script's outputs that no confirmed or mempool transaction spends, newest first. */
export function addressUtxos(index: ChainIndex, script: string): EsploraUtxo[] {
  const { chain, mempool } = index.history(script)
  const utxos: EsploraUtxo[] = []
  for (const entry of [...mempool, ...chain])
    for (const output of entry.tx.vout)
      if (output.scriptPubKey?.hex === script && !index.spender(entry.tx.txid, output.n))
        utxos.push({
          txid: entry.tx.txid,
          vout: output.n,
          status: txStatus(entry),
          value: toSatoshis(output.value),
        })
  return utxos
}
