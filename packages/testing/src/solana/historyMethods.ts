import { invalidParams, RpcError, type RpcMethods } from './jsonRpc.js'
import type { Ledger } from './ledger.js'
import { readConfig, readPubkey, readSignature, readUnsigned } from './rpcParams.js'
import { encodeTransactionRecord, type TransactionEncoding } from './transactionJson.js'

const maxSignaturesForAddress = 1000
const encodings = new Set<string>(['json', 'jsonParsed', 'base64', 'base58'])

/** History is kept from `confirmed` on: a validator refuses `processed` for these methods. */
function requireConfirmed(options: Record<string, unknown>) {
  if (options.commitment === 'processed') {
    throw new RpcError(-32602, 'Method does not support commitment below `confirmed`')
  }
}

/** Account history: `getSignaturesForAddress` and `getTransaction`, as a validator answers them. */
export function historyMethods(ledger: Ledger): RpcMethods {
  return {
    getSignaturesForAddress: ([address, config]) => {
      const records = ledger.history.of(readPubkey(address))
      const options = readConfig(config, ledger)
      requireConfirmed(options)
      const limit =
        options.limit === undefined || options.limit === null
          ? maxSignaturesForAddress
          : readUnsigned(options.limit, 'limit')
      if (limit === 0 || limit > maxSignaturesForAddress) {
        throw new RpcError(-32602, `Invalid limit; max ${maxSignaturesForAddress}`)
      }
      const before = options.before == null ? undefined : readSignature(options.before)
      const until = options.until == null ? undefined : readSignature(options.until)
      let start = 0
      if (before !== undefined) {
        // A validator that does not know `before` has nothing older to list.
        const at = records.findIndex((record) => record.signature === before)
        if (at === -1) return []
        start = at + 1
      }
      const page = []
      for (const record of records.slice(start)) {
        if (record.signature === until || page.length === limit) break
        page.push({
          signature: record.signature,
          slot: record.slot,
          err: record.err,
          // The rig reads no memos (the spl-memo program's instructions).
          memo: null,
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
        })
      }
      return page
    },
    getTransaction: ([signature, config]) => {
      const key = readSignature(signature)
      // The second param is the config, or (as older clients send it) the encoding alone.
      const options = typeof config === 'string' ? { encoding: config } : readConfig(config, ledger)
      requireConfirmed(options)
      const encoding = options.encoding ?? 'json'
      if (typeof encoding !== 'string' || !encodings.has(encoding)) {
        throw invalidParams(
          `unsupported encoding ${JSON.stringify(encoding)} (json, jsonParsed, base64, base58)`,
        )
      }
      const maxVersion = options.maxSupportedTransactionVersion
      if (maxVersion !== undefined && maxVersion !== null)
        readUnsigned(maxVersion, 'maxSupportedTransactionVersion')
      const record = ledger.history.get(key)
      if (!record) return null
      const { version } = record.message
      if (
        version !== 'legacy' &&
        (maxVersion === undefined || maxVersion === null || version > Number(maxVersion))
      ) {
        throw new RpcError(
          -32015,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      return encodeTransactionRecord(record, {
        encoding: encoding as TransactionEncoding,
        includeVersion: maxVersion !== undefined && maxVersion !== null,
      })
    },
  }
}
