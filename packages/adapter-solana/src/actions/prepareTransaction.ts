import type { Connection } from '@solana/web3.js'
import type { SolanaTransaction, SolanaWalletAccount } from '../wallets/solanaWallet.js'

/**
 * Fills what a legacy transaction may leave out: the fee payer (the signing account) and a recent
 * blockhash. Versioned transactions carry both in their message already.
 */
export async function prepareTransaction<transaction extends SolanaTransaction>(
  transaction: transaction,
  account: SolanaWalletAccount,
  connection: Connection,
): Promise<transaction> {
  if ('version' in transaction) return transaction
  if (!transaction.feePayer) {
    const { PublicKey } = await import('@solana/web3.js')
    transaction.feePayer = new PublicKey(account.publicKey)
  }
  if (!transaction.recentBlockhash) {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    transaction.recentBlockhash = blockhash
    transaction.lastValidBlockHeight = lastValidBlockHeight
  }
  return transaction
}
