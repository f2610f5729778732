import type { AccountType, LatchKit } from '@latchkit/core'
import type { ModalHost } from '../../../elements/modalHost.js'
import type { ModalAlert } from '../../../elements/modalStore.js'
import { en, type StringId } from '../../../i18n/strings.en.js'
import { kitAttemptStore } from '../social/kitAttemptStore.js'

/**
 * The account type a kit's embedded wallet is switching to, while it does. Per kit, not per view:
 * the visitor may leave the Account view and come back before the wallet has switched.
 */
export const accountTypeSwitching = kitAttemptStore<AccountType>()

/** EIP-1193's code for a request the visitor declined, whatever the wallet's words. */
const userRejectionCode = 4001

/**
 * The error snackbar of a failed switch: the catalogue's text for the error's code when it has
 * one (the embedded wallet's failures carry theirs), else 'Could not switch accounts'.
 */
function failureAlert(error: unknown): ModalAlert {
  const { code, values } = (error ?? {}) as { code?: unknown; values?: unknown }
  const id = code === userRejectionCode ? 'USER_REJECTED' : code
  if (typeof id !== 'string' || !(id in en)) return { kind: 'error', message: 'accountTypeSwitchFailed' }
  const filled = (typeof values === 'object' && values ? values : error) as ModalAlert['values']
  return { kind: 'error', message: id as StringId, values: filled }
}

/**
 * Switches the visitor's EVM account to `next` through the embedded wallet
 * (`kit.embeddedSession.setPreferredAccountType`), then says how it went in a snackbar. One
 * switch at a time: a call while one runs does nothing.
 * @returns once the switch has succeeded or failed; it never rejects.
 */
export async function switchAccountType(
  kit: LatchKit,
  host: Pick<ModalHost, 'showAlert'>,
  next: AccountType,
): Promise<void> {
  const switching = accountTypeSwitching(kit)
  if (switching.get()) return
  switching.set(next)
  try {
    await kit.embeddedSession.setPreferredAccountType('eip155', next)
    const done: StringId = next === 'smartAccount' ? 'usingSmartAccount' : 'usingEoa'
    host.showAlert({ kind: 'success', message: done })
  } catch (error) {
    host.showAlert(failureAlert(error))
  } finally {
    switching.set(undefined)
  }
}
