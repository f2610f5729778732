import { createHttpClient } from '@latchkit/core/clients'
import { BitcoinApiResponseError } from '../errors/apiErrors.js'
import { type BitcoinNetwork, esploraUrlOf } from '../networks/bitcoinNetwork.js'

/** An unspent output of an address, as Esplora lists it. */
export type BitcoinUtxo = { txid: string; vout: number; value: bigint; confirmed: boolean }

/** Satoshis per virtual byte, by confirmation target in blocks (`{ 1: 25.1, 6: 12, 144: 2 }`). */
export type BitcoinFeeEstimates = Readonly<Record<number, number>>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

function readStats(value: unknown, url: string): bigint {
  if (!isObject(value) || !isAmount(value.funded_txo_sum) || !isAmount(value.spent_txo_sum))
    throw new BitcoinApiResponseError({
      url,
      details: 'funded_txo_sum and spent_txo_sum must be whole satoshis.',
    })
  return BigInt(value.funded_txo_sum) - BigInt(value.spent_txo_sum)
}

/**
 * Reads a network through its Esplora-shaped REST API (Blockstream's esplora, mempool.space, or
 * the rig's service in front of a regtest node): balances, UTXOs and fee estimates. Every answer
 * is checked before use; one that does not fit is a {@link BitcoinApiResponseError}.
 */
export function createEsploraClient(network: BitcoinNetwork, options: { fetch?: typeof fetch } = {}) {
  const baseUrl = esploraUrlOf(network)
  const http = createHttpClient({ baseUrl, fetch: options.fetch })

  return {
    /** Confirmed plus unconfirmed balance of `address`, in satoshis. */
    async getBalance(address: string): Promise<bigint> {
      const path = `/address/${encodeURIComponent(address)}`
      const body = await http.get({ path })
      if (!isObject(body))
        throw new BitcoinApiResponseError({ url: baseUrl + path, details: 'Expected an object.' })
      return readStats(body.chain_stats, baseUrl + path) + readStats(body.mempool_stats, baseUrl + path)
    },
    /** The unspent outputs of `address`, unconfirmed ones included. */
    async getUtxos(address: string): Promise<BitcoinUtxo[]> {
      const path = `/address/${encodeURIComponent(address)}/utxo`
      const body = await http.get({ path })
      if (!Array.isArray(body))
        throw new BitcoinApiResponseError({ url: baseUrl + path, details: 'Expected a list.' })
      return body.map((entry) => {
        const { txid, vout, value, status } = isObject(entry) ? entry : {}
        if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/.test(txid) || !isAmount(vout) || !isAmount(value))
          throw new BitcoinApiResponseError({
            url: baseUrl + path,
            details: 'A UTXO needs txid, vout and value.',
          })
        return { txid, vout, value: BigInt(value), confirmed: isObject(status) && status.confirmed === true }
      })
    },
    /** Fee rates by confirmation target. */
    async getFeeEstimates(): Promise<BitcoinFeeEstimates> {
      const body = await http.get({ path: '/fee-estimates' })
      const estimates: Record<number, number> = {}
      if (isObject(body))
        for (const [target, rate] of Object.entries(body))
          if (/^\d+$/.test(target) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0)
            estimates[Number(target)] = rate
      if (Object.keys(estimates).length === 0)
        throw new BitcoinApiResponseError({
          url: `${baseUrl}/fee-estimates`,
          details: 'No fee rate was given.',
        })
      return estimates
    },
  }
}

export type EsploraClient = ReturnType<typeof createEsploraClient>
