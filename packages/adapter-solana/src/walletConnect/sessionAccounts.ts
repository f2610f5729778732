import { decodeBase58 } from '../utils/base58.js'
import type { SolanaWalletAccount } from '../wallets/solanaWallet.js'

/** The 32 bytes of a base58 public key, or `undefined` when `address` is not one. */
function decodeKey(address: string): Uint8Array | undefined {
  try {
    const bytes = decodeBase58(address)
    return bytes.length === 32 ? bytes : undefined
  } catch {
    return undefined
  }
}

/**
 * The Solana accounts among a session's accounts on `caipNetworkId`: CAIP-10 entries
 * (`solana:<ref>:<address>`) of that network, or bare addresses (a wallet's `accountsChanged`
 * data); each once, in order. An address that is not a 32-byte base58 key is left out.
 */
export function solanaAccountsOn(entries: readonly unknown[], caipNetworkId: string): SolanaWalletAccount[] {
  const addresses = entries.flatMap((entry) => {
    if (typeof entry !== 'string') return []
    if (!entry.includes(':')) return [entry]
    return entry.startsWith(`${caipNetworkId}:`) ? [entry.slice(caipNetworkId.length + 1)] : []
  })
  return [...new Set(addresses)].flatMap((address) => {
    const publicKey = decodeKey(address)
    return publicKey ? [{ address, publicKey }] : []
  })
}
