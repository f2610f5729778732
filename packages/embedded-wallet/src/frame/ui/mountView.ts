import { trapFocus } from './dom.js'

/** How long the approve button stays disabled once the view is visible (against clickjacking). */
export const approveDelayMs = 500

/**
 * Shows `view` as the frame's only content: focus goes to its first field or button (now, and
 * whenever the site moves focus into the frame), Tab stays inside, Escape calls `onEscape`.
 * Returns the function that removes it.
 */
export function mountView(root: HTMLElement, view: HTMLElement, onEscape: () => void): () => void {
  root.replaceChildren(view)
  const focusFirst = () => view.querySelector<HTMLElement>('input, button:not([disabled])')?.focus()
  focusFirst()
  window.addEventListener('focus', focusFirst)
  const stopTrap = trapFocus(view, onEscape)
  return () => {
    window.removeEventListener('focus', focusFirst)
    stopTrap()
    view.remove()
  }
}

/**
 * Enables `button` only once the frame has been visible for {@link approveDelayMs}: a click that
 * arrives while a page hides or has just revealed the frame does not approve anything.
 */
export function enableWhenSeen(button: HTMLButtonElement): () => void {
  button.disabled = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0.9)
      clearTimeout(timer)
      if (!seen) {
        button.disabled = true
        return
      }
      timer = setTimeout(() => {
        button.disabled = false
      }, approveDelayMs)
    },
    { threshold: [0, 0.9, 1] },
  )
  observer.observe(button)
  // The site shows the frame by resizing it: observing anew gives a fresh reading at once (a frame
  // that was hidden may not be told of the change otherwise).
  const reobserve = () => {
    observer.unobserve(button)
    observer.observe(button)
  }
  window.addEventListener('resize', reobserve)
  return () => {
    clearTimeout(timer)
    observer.disconnect()
    window.removeEventListener('resize', reobserve)
  }
}
