// The parts of litecoind's verbose transactions and blocks (getrawtransaction true, getblock 2)
// the Esplora service reads. Litecoin adds `ismweb` flags, ignored here.

export type NodeScriptPubKey = {
  hex: string
  type: string
  /** Bitcoin Core 22+ writes one address. */
  address?: string
  /** Bitcoin Core 0.21 (and litecoind 0.21) write a list. */
  addresses?: string[]
}

export type NodeOutput = { value: number; n: number; scriptPubKey?: NodeScriptPubKey }

export type NodeInput = {
  /** Absent on a coinbase input. */
  txid?: string
  vout?: number
  /** The coinbase script (hex), on a coinbase input only. */
  coinbase?: string
  scriptSig?: { hex: string }
  txinwitness?: string[]
  sequence: number
}

export type NodeTransaction = {
  txid: string
  hex: string
  version: number
  locktime: number
  size: number
  weight: number
  vin: NodeInput[]
  vout: NodeOutput[]
}

export type NodeBlock = {
  hash: string
  height: number
  time: number
  /** -1 once the block has left the best chain. */
  confirmations: number
  nextblockhash?: string
  tx: NodeTransaction[]
}

/** Whole coins as the node writes them (a JSON number with up to 8 decimals) to satoshis. */
export const toSatoshis = (value: number) => Math.round(value * 1e8)
