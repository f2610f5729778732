import { BaseError } from '@latchkit/core'

/** Why the frame refuses to show or sign a smart account's user operation, in English. */
const refusals = {
  smartAccountsUnavailable: 'Smart accounts are not available: the wallet service named no network for them',
  networkNotEnabled: 'Smart accounts are not enabled on this network',
  wrongEntryPoint: "The operation is not for this network's EntryPoint",
  wrongFactory: "The operation would create the account with another factory than this network's",
  unreadableAccountCreation: 'The account creation in the operation cannot be read',
  accountOfAnotherOwner: 'The operation would create an account that someone else owns',
  unreadableCalls: "The operation's calls cannot be read",
  tooManyCalls: 'The operation makes too many calls to approve at once',
  batchLengthsDiffer: "The operation's calls, amounts and data do not match up",
} as const

/** A reason for {@link UserOperationRefusedError}. */
export type UserOperationRefusal = keyof typeof refusals

export type UserOperationRefusedErrorType = UserOperationRefusedError & { name: 'UserOperationRefusedError' }

/**
 * A user operation the frame will neither show for approval nor sign: it is for a network, an
 * EntryPoint or a factory the operator did not name, it would create someone else's account, or
 * its calls are not a SimpleAccount's `execute` or `executeBatch` (what the visitor cannot read,
 * they cannot approve).
 */
export class UserOperationRefusedError extends BaseError {
  override name = 'UserOperationRefusedError' as const
  readonly reason: UserOperationRefusal
  constructor(reason: UserOperationRefusal, parameters: { details?: string; cause?: unknown } = {}) {
    super(refusals[reason], parameters)
    this.reason = reason
  }
}
