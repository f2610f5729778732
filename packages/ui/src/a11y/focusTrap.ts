const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function isVisible(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0
}

/** Elements Tab reaches inside `container`, in document order. */
export function getFocusableElements(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.tabIndex >= 0 && isVisible(element),
  )
}

/**
 * Keeps Tab and Shift+Tab inside `container` (the WAI-ARIA modal dialog pattern): from the last
 * element Tab wraps to the first, from the first Shift+Tab wraps to the last, and focus that
 * somehow sits outside is brought back in.
 */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement, active: Element | null): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  const focusable = getFocusableElements(container)
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  const isInside = active !== null && container.contains(active)
  if (event.shiftKey && (!isInside || active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!isInside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}
