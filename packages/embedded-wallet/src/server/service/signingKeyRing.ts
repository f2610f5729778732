import type { PublicSigningJwk } from '../api.js'
import type { SqlDatabase } from '../database/sqlDatabase.js'
import type { SigningKey } from '../session/signingKey.js'
import { loadSigningKeys } from '../store/signingKeysStore.js'

/** The signing keys an instance loaded from the database (a cache: the database holds them). */
export type SigningKeyRing = {
  /** The newest key: the one that signs. */
  current: () => SigningKey
  publicKeys: () => PublicSigningJwk[]
  /** Reads the keys again (another instance may have added one). */
  reload: () => Promise<void>
}

export async function loadSigningKeyRing(
  database: SqlDatabase,
  parameters: { keyEncryptionKey: Uint8Array; now: () => number },
): Promise<SigningKeyRing> {
  const load = () =>
    loadSigningKeys(database, {
      keyEncryptionKey: parameters.keyEncryptionKey,
      now: new Date(parameters.now()),
    })
  let keys = await load()
  return {
    current: () => keys[0] as SigningKey,
    publicKeys: () => keys.map((key) => key.publicJwk),
    reload: async () => {
      keys = await load()
    },
  }
}
