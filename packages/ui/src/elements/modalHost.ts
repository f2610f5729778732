import type { LatchKit } from '@latchkit/core'
import type { ModalAlert } from './modalStore.js'

/**
 * What the modal's shell and views use of `<latch-modal>` (`LatchModalElement` implements it).
 * They depend on this rather than on the element class, so the lazily loaded views never import
 * the element that loads them.
 */
export type ModalHost = Pick<EventTarget, 'dispatchEvent'> & {
  /** Shown inline where the site placed it, always open, instead of as a dialog. */
  readonly embedded: boolean
  /** The kit the views render and act on; `undefined` for the standalone element. */
  readonly kit: LatchKit | undefined
  /** Closes the modal unless closing is blocked; returns whether it closed. */
  close(): boolean
  /** Shows `view` on top of the current one. */
  navigate(view: string): void
  /** Goes back one view; with one view left it closes the modal. */
  goBack(): void
  /** Shows a snackbar message until `dismissAlert` or a timeout. */
  showAlert(alert: ModalAlert): void
  dismissAlert(): void
}
