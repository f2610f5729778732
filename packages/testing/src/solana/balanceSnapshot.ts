import type { LedgerAccount } from './ledger.js'
import { decodeMint, decodeTokenAccount } from './tokenState.js'
import type { TokenBalanceRecord } from './transactionHistory.js'

/** Lamports of each account key, and the token accounts among them with their balances. */
export type BalanceSnapshot = { lamports: bigint[]; tokens: TokenBalanceRecord[] }

/**
 * What a transaction's meta reports before and after it ran: each account's lamports (0 for one
 * that does not exist) and each SPL token account's amount, mint and owner.
 */
export function snapshotBalances(
  readAccount: (address: string) => LedgerAccount | undefined,
  accountKeys: readonly string[],
): BalanceSnapshot {
  const lamports: bigint[] = []
  const tokens: TokenBalanceRecord[] = []
  accountKeys.forEach((address, accountIndex) => {
    const account = readAccount(address)
    lamports.push(account?.lamports ?? 0n)
    const tokenAccount = account && decodeTokenAccount(account)
    const mint = tokenAccount && decodeMint(readAccount(tokenAccount.mint.toBase58()))
    if (!account || !tokenAccount || !mint) return
    tokens.push({
      accountIndex,
      mint: tokenAccount.mint.toBase58(),
      owner: tokenAccount.owner.toBase58(),
      programId: account.owner,
      amount: tokenAccount.amount,
      decimals: mint.decimals,
    })
  })
  return { lamports, tokens }
}
