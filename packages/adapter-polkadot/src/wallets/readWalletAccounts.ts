import { bytesToHex } from '@noble/hashes/utils'
import { PolkadotWalletResponseError } from '../errors/walletErrors.js'
import { decodeSs58 } from '../utils/ss58.js'
import type { PolkadotKeyType, PolkadotWalletAccount } from './polkadotWallet.js'

const keyTypes: readonly string[] = ['sr25519', 'ed25519', 'ecdsa'] satisfies PolkadotKeyType[]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One entry's account, or `undefined` when it is not a Substrate account the adapter can use. */
export function readWalletAccount(entry: unknown): PolkadotWalletAccount | undefined {
  const fields: Record<string, unknown> = isRecord(entry) ? entry : { address: entry }
  // Ethereum-style accounts (20-byte keys, for EVM parachains) have no SS58 address.
  if (fields.type === 'ethereum') return undefined
  const decoded = decodeSs58(fields.address)
  if (!decoded) return undefined
  const genesisHash =
    typeof fields.genesisHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(fields.genesisHash)
      ? (fields.genesisHash.toLowerCase() as `0x${string}`)
      : undefined
  return {
    address: fields.address as string,
    accountId: `0x${bytesToHex(decoded.accountId)}`,
    keyType:
      typeof fields.type === 'string' && keyTypes.includes(fields.type)
        ? (fields.type as PolkadotKeyType)
        : undefined,
    genesisHash,
  }
}

/**
 * The accounts in a wallet's answer (an extension's `accounts.get()` or `accounts.subscribe`
 * call): a list of `{ address, type?, genesisHash?, name? }`. Entries without a readable SS58
 * address, and Ethereum-type accounts, are left out; one account listed twice is kept once.
 *
 * @throws {PolkadotWalletResponseError} when the answer is not a list.
 */
export function readWalletAccounts(wallet: string, answer: unknown): PolkadotWalletAccount[] {
  if (!Array.isArray(answer))
    throw new PolkadotWalletResponseError({ wallet, details: 'The account list is not a list.' })
  const accounts = new Map<string, PolkadotWalletAccount>()
  for (const entry of answer) {
    const account = readWalletAccount(entry)
    if (account && !accounts.has(account.accountId)) accounts.set(account.accountId, account)
  }
  return [...accounts.values()]
}
