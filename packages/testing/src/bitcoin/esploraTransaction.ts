import { txStatus } from './addressSummary.js'
import type { ChainIndex, IndexedTransaction } from './chainIndex.js'
import type { EsploraInput, EsploraOutput, EsploraTransaction } from './esploraTypes.js'
import { type NodeInput, type NodeOutput, toSatoshis } from './nodeTypes.js'
import { parseScript, scriptAsm } from './scriptAsm.js'

// `prefix`, then `bytes` bytes of any value, then `suffix` (all hex).
const hashPush = (script: string, prefix: string, suffix: string, bytes: number) =>
  script.length === prefix.length + bytes * 2 + suffix.length &&
  script.startsWith(prefix) &&
  script.endsWith(suffix)

/** Esplora's `scriptpubkey_type` of an output script (hex). */
export function scriptType(script: string): string {
  if (script === '') return 'empty'
  if (script.startsWith('6a')) return 'op_return'
  if (hashPush(script, '76a914', '88ac', 20)) return 'p2pkh'
  if (hashPush(script, 'a914', '87', 20)) return 'p2sh'
  if (hashPush(script, '0014', '', 20)) return 'v0_p2wpkh'
  if (hashPush(script, '0020', '', 32)) return 'v0_p2wsh'
  if (hashPush(script, '5120', '', 32)) return 'v1_p2tr'
  if (hashPush(script, '21', 'ac', 33) || hashPush(script, '41', 'ac', 65)) return 'p2pk'
  return 'unknown'
}

// Esplora names an address for these types only (a P2PK output has none, unlike the node's view).
const addressTypes = new Set(['p2pkh', 'p2sh', 'v0_p2wpkh', 'v0_p2wsh', 'v1_p2tr'])

function esploraOutput(output: NodeOutput): EsploraOutput {
  const script = output.scriptPubKey?.hex ?? ''
  const type = scriptType(script)
  const address = output.scriptPubKey?.address ?? output.scriptPubKey?.addresses?.[0]
  return {
    scriptpubkey: script,
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: type,
    ...(address !== undefined && addressTypes.has(type) ? { scriptpubkey_address: address } : {}),
    value: toSatoshis(output.value),
  }
}

const lastPush = (script: string) => parseScript(script)?.at(-1)?.data

// The scripts an input reveals: a P2SH redeem script (last push of the scriptSig), a P2WSH witness
// script (last witness item) and a taproot script-path leaf (the item before the control block).
function innerScripts(input: NodeInput, prevout: NodeOutput | undefined) {
  const witness = input.txinwitness ?? []
  const prevoutType = scriptType(prevout?.scriptPubKey?.hex ?? '')
  const redeemScript = prevoutType === 'p2sh' ? lastPush(input.scriptSig?.hex ?? '') : undefined
  let witnessScript: string | undefined
  if (prevoutType === 'v0_p2wsh' || (redeemScript !== undefined && scriptType(redeemScript) === 'v0_p2wsh'))
    witnessScript = witness.at(-1)
  if (prevoutType === 'v1_p2tr') {
    const hasAnnex = witness.length >= 2 && witness.at(-1)?.startsWith('50')
    const stack = hasAnnex ? witness.slice(0, -1) : witness
    if (stack.length >= 2) witnessScript = stack.at(-2)
  }
  return {
    ...(redeemScript !== undefined ? { inner_redeemscript_asm: scriptAsm(redeemScript) } : {}),
    ...(witnessScript !== undefined ? { inner_witnessscript_asm: scriptAsm(witnessScript) } : {}),
  }
}

function esploraInput(index: ChainIndex, input: NodeInput): EsploraInput {
  const witness = input.txinwitness?.length ? { witness: input.txinwitness } : {}
  if (input.coinbase !== undefined)
    return {
      txid: '0'.repeat(64),
      vout: 0xffffffff,
      prevout: null,
      scriptsig: input.coinbase,
      scriptsig_asm: scriptAsm(input.coinbase),
      ...witness,
      is_coinbase: true,
      sequence: input.sequence,
    }
  const txid = input.txid ?? ''
  const vout = input.vout ?? 0
  const prevout = index.output(txid, vout)
  const scriptsig = input.scriptSig?.hex ?? ''
  return {
    txid,
    vout,
    prevout: prevout ? esploraOutput(prevout) : null,
    scriptsig,
    scriptsig_asm: scriptAsm(scriptsig),
    ...witness,
    is_coinbase: false,
    sequence: input.sequence,
    ...innerScripts(input, prevout),
  }
}

/** A transaction in Esplora's format, with each input's prevout and the fee from the index. */
export function esploraTransaction(index: ChainIndex, entry: IndexedTransaction): EsploraTransaction {
  const { tx } = entry
  const vin = tx.vin.map((input) => esploraInput(index, input))
  const vout = tx.vout.map(esploraOutput)
  const isCoinbase = vin.some((input) => input.is_coinbase)
  const spent = vin.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0)
  const paid = vout.reduce((sum, output) => sum + output.value, 0)
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout,
    size: tx.size,
    weight: tx.weight,
    fee: isCoinbase ? 0 : spent - paid,
    status: txStatus(entry),
  }
}
