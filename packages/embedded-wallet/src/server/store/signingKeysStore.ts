import type { PublicSigningJwk } from '../api.js'
import { openSecret, sealSecret } from '../crypto/sealSecret.js'
import type { SqlDatabase } from '../database/sqlDatabase.js'
import { createSigningKey, type SigningKey, signingKeyFromPkcs8 } from '../session/signingKey.js'

// Any constant: the advisory lock under which the first instance creates the key pair.
const signingKeyLockId = 7_301_246_572

const sealContext = (kid: string) => `latchkit signing key ${kid}`

/**
 * The access tokens' signing keys, newest first. The first instance to start creates the key
 * pair, under an advisory lock, so instances starting together all load that same pair. The
 * private key is stored sealed under the key-encryption key.
 *
 * @throws {SecretDecryptionError} when the key-encryption key is not the one the key was sealed with.
 */
export async function loadSigningKeys(
  database: SqlDatabase,
  parameters: { keyEncryptionKey: Uint8Array; now: Date },
): Promise<SigningKey[]> {
  const rows = await database.transaction(async (transaction) => {
    await transaction.query('SELECT pg_advisory_xact_lock($1)', [signingKeyLockId])
    const existing = await transaction.query('SELECT 1 FROM signing_keys LIMIT 1')
    if (existing.length === 0) {
      const key = createSigningKey()
      const pkcs8 = key.privateKey.export({ format: 'der', type: 'pkcs8' })
      await transaction.query(
        'INSERT INTO signing_keys (kid, public_jwk, private_key, created_at) VALUES ($1, $2::jsonb, $3, $4)',
        [
          key.kid,
          JSON.stringify(key.publicJwk),
          sealSecret(parameters.keyEncryptionKey, pkcs8, sealContext(key.kid)),
          parameters.now,
        ],
      )
    }
    return transaction.query<{ kid: string; public_jwk: PublicSigningJwk; private_key: Uint8Array }>(
      'SELECT kid, public_jwk, private_key FROM signing_keys ORDER BY created_at DESC, kid',
    )
  })
  return rows.map((row) =>
    signingKeyFromPkcs8(
      row.kid,
      openSecret(parameters.keyEncryptionKey, row.private_key, sealContext(row.kid), 'signing key'),
      row.public_jwk,
    ),
  )
}
