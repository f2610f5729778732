import { deriveAccounts, type WalletAccountKeys } from './accounts.js'
import type { WalletSecret } from './seed.js'
import { combineShares, type WalletShare } from './shares.js'
import { wipe } from './wipe.js'

/** Any two different shares of one wallet. */
export type SharePair = readonly [WalletShare, WalletShare]

/**
 * Rebuilds the wallet secret from two shares for one operation and wipes it when `use` settles
 * (SECURITY.md: the seed exists only in the frame's memory, only for an operation). Do not keep
 * `secret` or copies of it beyond `use`.
 *
 * @example
 * const mnemonic = await withWalletSecret([deviceShare, authShare], async (secret) => mnemonicOf(secret))
 */
export async function withWalletSecret<result>(
  shares: SharePair,
  use: (secret: WalletSecret) => Promise<result> | result,
): Promise<result> {
  const secret = await combineShares(shares[0], shares[1])
  try {
    return await use(secret)
  } finally {
    wipe(secret)
  }
}

/**
 * Rebuilds the wallet's account keys from two shares for one operation (a signature, an address
 * check) and wipes the secret and the Solana secret key when `use` settles. The EVM private key is a
 * hex string, which JavaScript cannot overwrite: drop every reference to it.
 *
 * @example
 * const signature = await withWalletAccounts(pair, ({ evm }) => signPersonalMessage(evm.privateKey, message))
 */
export async function withWalletAccounts<result>(
  shares: SharePair,
  use: (accounts: WalletAccountKeys) => Promise<result> | result,
): Promise<result> {
  return withWalletSecret(shares, async (secret) => {
    const accounts = await deriveAccounts(secret)
    try {
      return await use(accounts)
    } finally {
      wipe(accounts.solana.secretKey)
    }
  })
}
