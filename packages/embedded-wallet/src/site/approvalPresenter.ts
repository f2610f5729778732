import type { LatchKit } from '@latchkit/core'
import { cancelOnModalClose } from './cancelOnModalClose.js'
import type { ApprovalPresenter } from './frameClient.js'

/** Spec section 9: the refused-method notice shows this long after the refusal. */
export const refusedNoticeDelayMs = 300

/**
 * The approvals of the embedded wallet in the kit's modal (spec section 4): a signing or sending
 * request opens ApproveTransaction (or moves an open modal there), where the frame shows the
 * visitor what is signed; once answered, the modal goes back to where it was, or closes when it
 * was opened for this request; after a success the balance is read again. A refused method shows
 * 'Action not allowed' after 300 ms and opens the modal. Closing the modal meanwhile declines. A
 * remembered login the frame no longer holds is forgotten with the alert 'A problem occurred while
 * trying initialize authentication'.
 */
export function createApprovalPresenter(kit: LatchKit, abortInFrame: () => void): ApprovalPresenter {
  return {
    async approve(run) {
      const wasOpen = kit.getState().modal.isOpen
      if (wasOpen) kit.navigate('ApproveTransaction')
      else kit.open({ view: 'ApproveTransaction' })
      // Closing the modal declines the pending request (spec section 4).
      const stopWatching = cancelOnModalClose(kit, abortInFrame)
      let succeeded = false
      try {
        const result = await run()
        succeeded = true
        return result
      } finally {
        stopWatching()
        if (kit.getState().modal.view === 'ApproveTransaction') {
          if (wasOpen) kit.goBack()
          else await kit.close()
        }
        if (succeeded) kit.fetchBalance(undefined, { force: true }).catch(() => {})
      }
    },
    refused() {
      setTimeout(() => {
        // Opened first: a closed modal drops its snackbar.
        if (!kit.getState().modal.isOpen) kit.open()
        kit.showSnackbar('RPC_METHOD_NOT_ALLOWED_UI', { severity: 'error' })
      }, refusedNoticeDelayMs)
    },
    isLoggedIn: () => kit.embeddedSession.get().loggedIn,
    forgetLogin() {
      kit.embeddedSession.clear()
      // Spec section 8: the visitor is told, and starts again from Connect.
      kit.showAlert('AUTH_INIT_FAILED')
      if (kit.getState().modal.isOpen) kit.navigate('Connect', undefined, { replace: true })
    },
  }
}
