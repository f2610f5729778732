import { AddressLookupTableAccount, type VersionedMessage } from '@solana/web3.js'
import type { LedgerAccount } from './ledger.js'

/** A message's account keys as the runtime loads them. */
export type ResolvedAccountKeys = {
  /** The static keys, then those loaded from lookup tables: writable, then read-only. */
  all: string[]
  loaded: { writable: string[]; readonly: string[] }
}

/**
 * The account keys of `message`, with those a v0 message loads from address lookup tables read
 * from the tables' current state. A table that is missing or too short leaves the loaded keys
 * out: the runtime refuses such a transaction, so it never lands.
 */
export function resolveAccountKeys(
  message: VersionedMessage,
  readAccount: (address: string) => LedgerAccount | undefined,
): ResolvedAccountKeys {
  const staticKeys = message.staticAccountKeys.map((key) => key.toBase58())
  const unresolved = { all: staticKeys, loaded: { writable: [], readonly: [] } }
  if (message.addressTableLookups.length === 0) return unresolved
  try {
    const tables = message.addressTableLookups.map(({ accountKey }) => {
      const account = readAccount(accountKey.toBase58())
      if (!account) throw new RangeError(`lookup table ${accountKey.toBase58()} does not exist`)
      return new AddressLookupTableAccount({
        key: accountKey,
        state: AddressLookupTableAccount.deserialize(account.data),
      })
    })
    const { accountKeysFromLookups } = message.getAccountKeys({ addressLookupTableAccounts: tables })
    const writable = accountKeysFromLookups?.writable.map((key) => key.toBase58()) ?? []
    const readonly = accountKeysFromLookups?.readonly.map((key) => key.toBase58()) ?? []
    return { all: [...staticKeys, ...writable, ...readonly], loaded: { writable, readonly } }
  } catch {
    return unresolved
  }
}
