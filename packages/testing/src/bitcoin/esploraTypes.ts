// The JSON shapes of Blockstream Esplora's REST API (API.md; field order and optional fields as
// its electrs backend writes them), for the subset the rig's Esplora service answers.

/** `status` of a transaction: the block fields are present only once it is confirmed. */
export type EsploraTxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }

export type EsploraOutput = {
  scriptpubkey: string
  scriptpubkey_asm: string
  /** `p2pkh`, `p2sh`, `v0_p2wpkh`, `v0_p2wsh`, `v1_p2tr`, `op_return`, `p2pk`, `empty`, `unknown`, ... */
  scriptpubkey_type: string
  scriptpubkey_address?: string
  /** Satoshis. */
  value: number
}

export type EsploraInput = {
  txid: string
  vout: number
  prevout: EsploraOutput | null
  scriptsig: string
  scriptsig_asm: string
  witness?: string[]
  is_coinbase: boolean
  sequence: number
  inner_redeemscript_asm?: string
  inner_witnessscript_asm?: string
}

export type EsploraTransaction = {
  txid: string
  version: number
  locktime: number
  vin: EsploraInput[]
  vout: EsploraOutput[]
  size: number
  weight: number
  /** Satoshis; 0 for a coinbase. */
  fee: number
  status: EsploraTxStatus
}

export type EsploraUtxo = { txid: string; vout: number; status: EsploraTxStatus; value: number }

export type EsploraAddressStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export type EsploraAddress = {
  address: string
  chain_stats: EsploraAddressStats
  mempool_stats: EsploraAddressStats
}
