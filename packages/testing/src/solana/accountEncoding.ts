import bs58 from 'bs58'
import { invalidParams, RpcError } from './jsonRpc.js'
import type { Ledger, LedgerAccount } from './ledger.js'
import { readUnsigned } from './rpcParams.js'
import { parseTokenProgramAccount } from './tokenState.js'

/** How an account's data is sent: the RPC's `encoding` and `dataSlice` config keys. */
export type AccountEncoding = {
  encoding: 'base64' | 'base58' | 'jsonParsed'
  dataSlice: { offset: number; length: number } | undefined
}

// Rent is no longer collected; validators report every account's rent epoch as u64::MAX, which a
// JSON number (and so web3.js) reads as 2^64.
const rentExemptEpoch = 2 ** 64

/**
 * Reads `encoding` and `dataSlice` from a method's config. Without one the data comes as base64
 * (a validator defaults to base58, which web3.js never relies on: it always names an encoding).
 */
export function readAccountEncoding(config: Record<string, unknown>): AccountEncoding {
  const encoding = config.encoding ?? 'base64'
  if (encoding !== 'base64' && encoding !== 'base58' && encoding !== 'jsonParsed') {
    throw invalidParams(
      `unsupported encoding ${JSON.stringify(encoding)} (base64, base58 and jsonParsed work here)`,
    )
  }
  const slice = config.dataSlice as { offset?: unknown; length?: unknown } | undefined
  if (slice !== undefined && (typeof slice !== 'object' || slice === null))
    throw invalidParams('dataSlice must be an object')
  const dataSlice = slice && {
    offset: readUnsigned(slice.offset, 'dataSlice.offset'),
    length: readUnsigned(slice.length, 'dataSlice.length'),
  }
  return { encoding, dataSlice }
}

function encodeData(ledger: Ledger, account: LedgerAccount, { encoding, dataSlice }: AccountEncoding) {
  if (encoding === 'jsonParsed' && dataSlice === undefined) {
    const parsed = parseTokenProgramAccount(ledger, account)
    if (parsed) return parsed
  }
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  if (encoding === 'base58') {
    if (data.length > 128) {
      throw new RpcError(
        -32600,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    }
    return [bs58.encode(data), 'base58']
  }
  return [Buffer.from(data).toString('base64'), 'base64']
}

/** An account as `getAccountInfo` and its siblings answer: numbers, owner, encoded data. */
export function encodeAccount(ledger: Ledger, account: LedgerAccount, encoding: AccountEncoding) {
  return {
    data: encodeData(ledger, account, encoding),
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: rentExemptEpoch,
    space: account.data.length,
  }
}
