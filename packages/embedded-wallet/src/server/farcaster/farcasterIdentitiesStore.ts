import type { SqlTransaction } from '../database/sqlDatabase.js'
import { recordSocialLogin } from '../store/socialIdentitiesStore.js'
import type { User } from '../store/usersStore.js'

/** Farcaster identities live beside the social providers' ones, under this provider name. */
const provider = 'farcaster'

/**
 * The user of a Farcaster id, made on its first sign-in (with no email: an fid is never joined to
 * a user by an email or a name); records the login and the username the app gave now.
 */
export function recordFarcasterLogin(
  sql: Pick<SqlTransaction, 'query'>,
  identity: { fid: number; username: string },
  now: Date,
): Promise<User> {
  return recordSocialLogin(sql, { provider, subject: String(identity.fid), username: identity.username }, now)
}
