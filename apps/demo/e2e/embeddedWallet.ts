import type { Rig } from '@latchkit/testing'
import { signInByEmail as signInWithService } from '@latchkit/testing/embedded-wallet'
import type { Page } from '@playwright/test'

export { answerInFrame, walletFrame } from '@latchkit/testing/embedded-wallet'

/** Signs in by email on the demo's rig (see the rig's `signInByEmail`). */
export function signInByEmail(
  page: Page,
  rig: Rig,
  parameters: { email: string; recoveryPassword: string; step: 'create' | 'recover' | 'none' },
) {
  if (!rig.wallet) throw new Error('The rig runs no wallet service.')
  return signInWithService(page, rig.wallet, parameters)
}
