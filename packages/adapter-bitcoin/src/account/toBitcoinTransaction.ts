import { formatAmount, type Transaction, type TransactionTransfer } from '@latchkit/core'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'

// One entry of Esplora's `/address/:address/txs` as the kit's account history shows it. Whatever
// the API answered is read without trusting its shape: an entry that does not fit is left out.

/** An output an Esplora transaction lists (a `vout` entry, or a `vin` entry's `prevout`). */
type Output = { address: string | undefined; value: bigint }

const txidPattern = /^[0-9a-f]{64}$/

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

function readOutput(value: unknown): Output | undefined {
  if (!isObject(value) || !isAmount(value.value)) return undefined
  const address = typeof value.scriptpubkey_address === 'string' ? value.scriptpubkey_address : undefined
  return { address, value: BigInt(value.value) }
}

/** The outputs each input spends (a coinbase input spends none), or undefined if one is unreadable. */
function readSpentOutputs(vin: unknown): Output[] | undefined {
  if (!Array.isArray(vin)) return undefined
  const spent: Output[] = []
  for (const input of vin) {
    if (!isObject(input)) return undefined
    if (input.is_coinbase === true) continue
    const prevout = readOutput(input.prevout)
    if (!prevout) return undefined
    spent.push(prevout)
  }
  return spent
}

function readOutputs(vout: unknown): Output[] | undefined {
  if (!Array.isArray(vout)) return undefined
  const outputs = vout.map(readOutput)
  return outputs.every((output) => output !== undefined) ? (outputs as Output[]) : undefined
}

/** When the block holding it was made, or (still in the mempool) undefined; null if unreadable. */
function readBlockTime(status: unknown): number | undefined | null {
  if (!isObject(status) || typeof status.confirmed !== 'boolean') return null
  if (!status.confirmed) return undefined
  return isAmount(status.block_time) ? status.block_time : null
}

/**
 * An Esplora transaction as an entry of `address`'s history on `network`: one transfer of the
 * network's currency, the net value for `address` (what its outputs received less what its
 * inputs spent: a send counts its fee), `in` or `out` (`self` when that nets to nothing), and
 * `minedAt` from the block's time (now, `status: 'pending'`, while in the mempool). `undefined` for
 * an entry that is not a readable transaction touching `address`.
 *
 * @example
 * toBitcoinTransaction(entry, { address: 'bc1q...', network: bitcoinMainnet })
 * // { id: txid, metadata: { operationType: 'receive', status: 'confirmed', ... }, transfers: [{ direction: 'in', quantity: { numeric: '0.25' }, ... }] }
 */
export function toBitcoinTransaction(
  entry: unknown,
  parameters: { address: string; network: BitcoinNetwork },
): Transaction | undefined {
  const { network } = parameters
  if (!isObject(entry) || typeof entry.txid !== 'string' || !txidPattern.test(entry.txid)) return undefined
  const blockTime = readBlockTime(entry.status)
  const spent = readSpentOutputs(entry.vin)
  const outputs = readOutputs(entry.vout)
  if (blockTime === null || !spent || !outputs) return undefined

  // Esplora writes bech32 addresses in lower case; a site may pass one in upper case.
  const hrp = `${network.bitcoin.bech32}1`
  const normalize = (address: string) =>
    address.toLowerCase().startsWith(hrp) ? address.toLowerCase() : address
  const own = normalize(parameters.address)
  const isOwn = (output: Output) => output.address !== undefined && normalize(output.address) === own
  const sum = (list: readonly Output[]) => list.reduce((total, output) => total + output.value, 0n)
  if (!spent.some(isOwn) && !outputs.some(isOwn)) return undefined
  const net = sum(outputs.filter(isOwn)) - sum(spent.filter(isOwn))
  const direction: TransactionTransfer['direction'] = net > 0n ? 'in' : net < 0n ? 'out' : 'self'
  const { name, symbol, decimals } = network.nativeCurrency
  const counterpart =
    direction === 'in'
      ? spent.find((output) => !isOwn(output))?.address
      : outputs.find((output) => !isOwn(output))?.address
  return {
    id: entry.txid,
    metadata: {
      operationType: direction === 'in' ? 'receive' : 'send',
      hash: entry.txid,
      minedAt: new Date(blockTime === undefined ? Date.now() : blockTime * 1000).toISOString(),
      sentFrom: direction === 'in' ? counterpart : parameters.address,
      sentTo: direction === 'in' ? parameters.address : (counterpart ?? parameters.address),
      status: blockTime === undefined ? 'pending' : 'confirmed',
      chain: network.caipNetworkId,
    },
    transfers: [
      {
        direction,
        fungible_info: { name, symbol, icon: null },
        quantity: { numeric: formatAmount(net < 0n ? -net : net, decimals) },
      },
    ],
  }
}
