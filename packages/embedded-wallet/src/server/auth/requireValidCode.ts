import { refusal } from '../http/apiError.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { checkEmailCode, type EmailCodeOwner } from '../store/emailCodesStore.js'

/**
 * Uses up the owner's code when `code` is right, and gives the address it was sent to.
 *
 * @throws {ApiError} `unauthorized` 'Invalid code' for a wrong code (counted), 'Code expired'
 * when no code is alive (none sent, used, expired, or dead after too many wrong tries).
 */
export async function requireValidCode(
  service: ServiceContext,
  parameters: { owner: EmailCodeOwner; code: string; now: Date; browserHashes?: readonly Uint8Array[] },
): Promise<string> {
  const check = await checkEmailCode(service.database, {
    ...parameters,
    secret: service.config.codeSecret,
    maxAttempts: service.config.limits.maxCodeAttempts,
  })
  if (check.result === 'valid') return check.recipient
  throw refusal('unauthorized', check.result === 'invalid' ? 'OTP_INVALID' : 'OTP_EXPIRED')
}
