import bs58 from 'bs58'
import { type AccountEncoding, encodeAccount, readAccountEncoding } from './accountEncoding.js'
import { invalidParams, type RpcMethods } from './jsonRpc.js'
import type { Ledger, LedgerAccount } from './ledger.js'
import { readConfig, readPubkey, readUnsigned, withContext } from './rpcParams.js'

const maxMultipleAccounts = 100

type ProgramAccountFilter = {
  dataSize?: unknown
  memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown }
}

/** The `filters` of getProgramAccounts: `dataSize` and `memcmp` (base58 or base64 bytes). */
function readFilters(value: unknown): ((account: LedgerAccount) => boolean)[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw invalidParams('filters must be an array')
  return value.map((filter: ProgramAccountFilter) => {
    if (filter?.dataSize !== undefined) {
      const size = readUnsigned(filter.dataSize, 'dataSize')
      return (account) => account.data.length === size
    }
    const { memcmp } = filter ?? {}
    if (memcmp && typeof memcmp.bytes === 'string') {
      const offset = readUnsigned(memcmp.offset, 'memcmp.offset')
      const expected =
        memcmp.encoding === 'base64'
          ? Buffer.from(memcmp.bytes, 'base64')
          : Buffer.from(decodeBase58(memcmp.bytes))
      return (account) =>
        Buffer.from(account.data.subarray(offset, offset + expected.length)).equals(expected)
    }
    throw invalidParams('each filter needs dataSize or memcmp')
  })
}

function decodeBase58(text: string): Uint8Array {
  try {
    return bs58.decode(text)
  } catch {
    throw invalidParams('memcmp.bytes is not base58')
  }
}

/** Account reads: balances, account data, rent. */
export function accountMethods(ledger: Ledger): RpcMethods {
  const encodeOrNull = (address: string, encoding: AccountEncoding) => {
    const account = ledger.account(address)
    return account ? encodeAccount(ledger, account, encoding) : null
  }
  return {
    getBalance: ([address, config]) => {
      readConfig(config, ledger)
      return withContext(ledger, Number(ledger.account(readPubkey(address))?.lamports ?? 0n))
    },
    getAccountInfo: ([address, config]) => {
      const encoding = readAccountEncoding(readConfig(config, ledger))
      return withContext(ledger, encodeOrNull(readPubkey(address), encoding))
    },
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses)) throw invalidParams('expected an array of public keys')
      if (addresses.length > maxMultipleAccounts)
        throw invalidParams(`too many accounts (max ${maxMultipleAccounts})`)
      const encoding = readAccountEncoding(readConfig(config, ledger))
      return withContext(
        ledger,
        addresses.map((address) => encodeOrNull(readPubkey(address), encoding)),
      )
    },
    getProgramAccounts: ([programId, config]) => {
      const options = readConfig(config, ledger)
      const encoding = readAccountEncoding(options)
      const filters = readFilters(options.filters)
      const accounts = ledger
        .programAccounts(readPubkey(programId))
        .filter(({ account }) => filters.every((matches) => matches(account)))
        .map(({ address, account }) => ({
          pubkey: address,
          account: encodeAccount(ledger, account, encoding),
        }))
      return options.withContext === true ? withContext(ledger, accounts) : accounts
    },
    getMinimumBalanceForRentExemption: ([dataLength, config]) => {
      readConfig(config, ledger)
      return Number(ledger.rentExemptMinimum(readUnsigned(dataLength, 'data length')))
    },
  }
}
