import { type RefObject, useLayoutEffect } from 'react'
import { getFocusableElements } from '../a11y/focusTrap.js'

/**
 * Moves focus into the dialog when it opens and when the view changes (the element that had
 * focus may be gone): to `[data-autofocus]`, else the view's first focusable element, else the
 * dialog itself, so a screen reader announces the dialog and its title.
 */
export function useInitialFocus({
  dialogRef,
  bodyRef,
  view,
  enabled,
}: {
  dialogRef: RefObject<HTMLDivElement | null>
  bodyRef: RefObject<HTMLDivElement | null>
  view: string
  enabled: boolean
}): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` is the trigger, not an input.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    const body = bodyRef.current
    if (!enabled || !dialog || !body) return
    const target =
      body.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusableElements(body)[0] ?? dialog
    target.focus({ preventScroll: true })
  }, [enabled, view, dialogRef, bodyRef])
}
