import type { SolanaTransaction } from './solanaWallet.js'

/** Whether `transaction` is a versioned one (web3.js `VersionedTransaction`). */
export function isVersionedTransaction(transaction: SolanaTransaction): boolean {
  return 'version' in transaction
}

/** The wire bytes wallet-standard wallets take; a legacy transaction may still lack signatures. */
export function serializeTransaction(transaction: SolanaTransaction): Uint8Array {
  if ('version' in transaction) return transaction.serialize()
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** Reads a wallet's signed bytes back in the format the site gave. */
export async function deserializeTransaction<transaction extends SolanaTransaction>(
  like: transaction,
  bytes: Uint8Array,
): Promise<transaction> {
  const { Transaction, VersionedTransaction } = await import('@solana/web3.js')
  return (
    isVersionedTransaction(like) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)
  ) as transaction
}
