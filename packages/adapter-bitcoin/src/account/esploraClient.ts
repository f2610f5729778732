import { type AdapterBalance, formatAmount, type TokenBalance, type TransactionsPage } from '@latchkit/core'
import { createHttpClient } from '@latchkit/core/clients'
import { BitcoinApiResponseError } from '../errors/apiErrors.js'
import { BitcoinBroadcastError } from '../errors/broadcastErrors.js'
import { type BitcoinNetwork, esploraUrlOf } from '../networks/bitcoinNetwork.js'
import { nativeTokenBalance } from './nativeTokenBalance.js'
import { readTransactionsPage } from './readTransactionsPage.js'

/** An unspent output of an address, as Esplora lists it. */
export type BitcoinUtxo = { txid: string; vout: number; value: bigint; confirmed: boolean }

/** Satoshis per virtual byte, by confirmation target in blocks (`{ 1: 25.1, 6: 12, 144: 2 }`). */
export type BitcoinFeeEstimates = Readonly<Record<number, number>>

/** Whether a transaction is in a block yet, and which (`blockHeight`) when it is. */
export type BitcoinTransactionStatus = { confirmed: boolean; blockHeight?: number | undefined }

// A broadcast is sent once, not retried: it waits this long for the API's answer.
const broadcastTimeoutMs = 30_000
const txidPattern = /^[0-9a-f]{64}$/

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** The node's own words in a refusal: Esplora passes on `sendrawtransaction RPC error: {"code":-26,"message":"..."}`. */
function readRefusal(body: string, status: number): string {
  const json = body.slice(body.indexOf('{'))
  try {
    const { message } = JSON.parse(json) as { message?: unknown }
    if (typeof message === 'string' && message !== '') return message
  } catch {}
  return body.slice(0, 500) || `HTTP ${status}`
}

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
 * the rig's service in front of a regtest node): balances, UTXOs, fee estimates, transactions and
 * an address's history, and broadcasts signed ones. Every answer is checked before use; one that does not fit is a
 * {@link BitcoinApiResponseError}.
 *
 * @example
 * const esplora = createEsploraClient(bitcoinMainnet)
 * const coins = await esplora.getUtxos('bc1q...')
 * const txid = await esplora.broadcast(signedTransactionHex)
 */
export function createEsploraClient(network: BitcoinNetwork, options: { fetch?: typeof fetch } = {}) {
  const baseUrl = esploraUrlOf(network)
  const http = createHttpClient({ baseUrl, fetch: options.fetch })
  const fetchFunction: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const client = {
    /** Confirmed plus unconfirmed balance of `address`, in satoshis. */
    async getBalance(address: string): Promise<bigint> {
      const path = `/address/${encodeURIComponent(address)}`
      const body = await http.get({ path })
      if (!isObject(body))
        throw new BitcoinApiResponseError({ url: baseUrl + path, details: 'Expected an object.' })
      return readStats(body.chain_stats, baseUrl + path) + readStats(body.mempool_stats, baseUrl + path)
    },
    /** The balance of `address` in whole units of the network's currency, as the kit shows it. */
    async readBalance(address: string): Promise<AdapterBalance> {
      const { decimals, symbol } = network.nativeCurrency
      return { balance: formatAmount(await client.getBalance(address), decimals), symbol }
    },
    /** The balance of `address` as the kit's token list holds it: the network's currency only. */
    async readTokenBalances(address: string): Promise<TokenBalance[]> {
      return [nativeTokenBalance(network, await client.readBalance(address))]
    },
    /**
     * `address`'s transactions as Esplora lists them, newest first (each entry unchecked): its
     * mempool ones then its 25 newest confirmed ones; after `lastSeenTxid`, the 25 confirmed ones
     * that follow it.
     */
    async getAddressTransactions(
      address: string,
      options: { lastSeenTxid?: string | undefined; signal?: AbortSignal | undefined } = {},
    ): Promise<unknown[]> {
      const txs = `/address/${encodeURIComponent(address)}/txs`
      const path =
        options.lastSeenTxid === undefined ? txs : `${txs}/chain/${encodeURIComponent(options.lastSeenTxid)}`
      const body = await http.get({ path, signal: options.signal })
      if (!Array.isArray(body))
        throw new BitcoinApiResponseError({ url: baseUrl + path, details: 'Expected a list.' })
      return body
    },
    /** A page of `address`'s history as the kit's activity list shows it (`next`: the following page's cursor). */
    readTransactions(parameters: {
      address: string
      cursor?: string | undefined
      signal?: AbortSignal | undefined
    }): Promise<TransactionsPage> {
      return readTransactionsPage(client.getAddressTransactions, { ...parameters, network })
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
    /** The transaction `txid` as raw hex (what a legacy input's PSBT carries as `nonWitnessUtxo`). */
    async getTransactionHex(txid: string): Promise<string> {
      const path = `/tx/${encodeURIComponent(txid)}/hex`
      const hex = (await (await http.getBlob({ path })).text()).trim().toLowerCase()
      if (!/^([0-9a-f]{2})+$/.test(hex))
        throw new BitcoinApiResponseError({ url: baseUrl + path, details: 'Expected a transaction in hex.' })
      return hex
    },
    /** Whether `txid` is in a block yet (an unknown transaction is unconfirmed, as Esplora answers). */
    async getTransactionStatus(txid: string): Promise<BitcoinTransactionStatus> {
      const path = `/tx/${encodeURIComponent(txid)}/status`
      const body = await http.get({ path })
      if (!isObject(body) || typeof body.confirmed !== 'boolean')
        throw new BitcoinApiResponseError({ url: baseUrl + path, details: 'Expected { confirmed }.' })
      return {
        confirmed: body.confirmed,
        ...(isAmount(body.block_height) ? { blockHeight: body.block_height } : {}),
      }
    },
    /**
     * Sends a signed transaction (raw hex) to the network (`POST /tx`, once, not retried);
     * resolves its txid.
     * @throws {BitcoinBroadcastError} with the node's reason when it refuses, or when the API
     * cannot be reached.
     */
    async broadcast(hex: string): Promise<string> {
      const url = `${baseUrl}/tx`
      const noAnswer = (cause: unknown): never => {
        const reason = `No answer: ${cause instanceof Error ? cause.message : String(cause)}`
        throw new BitcoinBroadcastError({ reason, url, cause })
      }
      const response = await fetchFunction(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: hex,
        signal: AbortSignal.timeout(broadcastTimeoutMs),
      }).catch(noAnswer)
      const body = (await response.text().catch(noAnswer)).trim()
      if (!response.ok)
        throw new BitcoinBroadcastError({
          reason: readRefusal(body, response.status),
          status: response.status,
          url,
        })
      if (!txidPattern.test(body))
        throw new BitcoinApiResponseError({ url, details: 'The broadcast answered no txid.' })
      return body
    },
  }
  return client
}

export type EsploraClient = ReturnType<typeof createEsploraClient>
