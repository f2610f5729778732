import type { LatchKit } from '@latchkit/core'

/**
 * While the frame shows one of its views, closing the modal cancels it (spec section 4: closing
 * declines a pending request): `cancel` is called once the modal closes. Returns the function that
 * stops watching.
 */
export function cancelOnModalClose(kit: LatchKit, cancel: () => void): () => void {
  return kit.subscribe(
    (state) => state.modal.isOpen,
    (isOpen) => {
      if (!isOpen) cancel()
    },
  )
}
