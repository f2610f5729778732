import { type RefObject, useLayoutEffect } from 'react'
import { getFocusableElements } from '../a11y/focusTrap.js'

/**
 * Moves focus into the dialog when it opens and when the view changes (the element that had
 * focus may be gone): to `[data-autofocus]`, else the view's first focusable element, else the
 * dialog itself, so a screen reader announces the dialog and its title. A banner above the view
 * (`[data-view-root]` marks the view) does not take the first focus.
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
    const view = body.querySelector<HTMLElement>('[data-view-root]') ?? body
    const target =
      body.querySelector<HTMLElement>('[data-autofocus]') ??
      getFocusableElements(view)[0] ??
      getFocusableElements(body)[0] ??
      dialog
    target.focus({ preventScroll: true })
  }, [enabled, view, dialogRef, bodyRef])
}
