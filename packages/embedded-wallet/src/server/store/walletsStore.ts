import { isSqlError, type SqlTransaction, uniqueViolation } from '../database/sqlDatabase.js'

type Sql = Pick<SqlTransaction, 'query'>

/** A wallet's row: the shares still sealed. */
export type StoredWallet = {
  evmAddress: string
  solanaAddress: string
  sealedAuthShare: Buffer
  recoveryEnvelope: Record<string, unknown> | undefined
  sealedRecoveryShare: Buffer | undefined
  createdAt: Date
}

/** Keeps a user's wallet; `'exists'` when the user already has one (it is never replaced). */
export async function insertWallet(
  sql: Sql,
  userId: string,
  wallet: StoredWallet,
): Promise<'created' | 'exists'> {
  try {
    await sql.query(
      `INSERT INTO wallets (user_id, evm_address, solana_address, auth_share, recovery_envelope, recovery_share, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [
        userId,
        wallet.evmAddress,
        wallet.solanaAddress,
        wallet.sealedAuthShare,
        wallet.recoveryEnvelope === undefined ? null : JSON.stringify(wallet.recoveryEnvelope),
        wallet.sealedRecoveryShare ?? null,
        wallet.createdAt,
      ],
    )
    return 'created'
  } catch (error) {
    if (isSqlError(error, uniqueViolation)) return 'exists'
    throw error
  }
}

export async function findWallet(sql: Sql, userId: string): Promise<StoredWallet | undefined> {
  const [row] = await sql.query<{
    evm_address: string
    solana_address: string
    auth_share: Uint8Array
    recovery_envelope: Record<string, unknown> | null
    recovery_share: Uint8Array | null
    created_at: Date
  }>(
    `SELECT evm_address, solana_address, auth_share, recovery_envelope, recovery_share, created_at
     FROM wallets WHERE user_id = $1`,
    [userId],
  )
  return (
    row && {
      evmAddress: row.evm_address,
      solanaAddress: row.solana_address,
      sealedAuthShare: Buffer.from(row.auth_share),
      recoveryEnvelope: row.recovery_envelope ?? undefined,
      sealedRecoveryShare: row.recovery_share ? Buffer.from(row.recovery_share) : undefined,
      createdAt: row.created_at,
    }
  )
}
