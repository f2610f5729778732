import { ApiError } from '../http/apiError.js'
import type { User } from '../store/usersStore.js'

/**
 * The user's email, for a step that proves the account's owner by a mailed code (an email change,
 * a key export). A user who signed in only with a provider that shares no email has none.
 *
 * @throws {ApiError} `invalid_request` for a user without an email.
 */
export function requireUserEmail(user: User): string {
  if (user.email === null) throw new ApiError('invalid_request', 'This account has no email address.')
  return user.email
}
