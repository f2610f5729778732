import { type RefObject, useEffect } from 'react'
import { getDeepActiveElement } from '../a11y/activeElement.js'
import { trapTabKey } from '../a11y/focusTrap.js'
import type { ModalHost } from '../elements/modalHost.js'

/**
 * While the dialog is open: Escape closes it (the element refuses while closing is blocked) and
 * Tab cycles inside it. Listens on the document so a key pressed with focus anywhere is seen.
 */
export function useDialogKeys({
  dialogRef,
  host,
  enabled,
}: {
  dialogRef: RefObject<HTMLDivElement | null>
  host: ModalHost
  enabled: boolean
}): void {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (!dialog || event.defaultPrevented) return
      if (event.key === 'Escape') {
        event.preventDefault()
        host.close()
      } else if (event.key === 'Tab') {
        trapTabKey(event, dialog, getDeepActiveElement())
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled, dialogRef, host])
}
