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
 * Whether the browser reports occlusion (IntersectionObserver v2, Chromium): `isVisible` is false
 * while anything, in this document or the embedding page, draws over the button or makes it
 * translucent, transformed or filtered.
 */
const tracksVisibility =
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/** A reading of the observer: `isVisible` exists only where visibility is tracked. */
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * Enables `button` only once the frame has been visible for {@link approveDelayMs}: a click that
 * arrives while a page hides or has just revealed the frame does not approve anything. Where the
 * browser tracks visibility, "visible" also means nothing covers the button and no page effect
 * (opacity, transform, filter) is applied to it: a page cannot put a decoy over the frame, or fade
 * the frame out under its own button, and have the visitor click Approve.
 */
export function enableWhenSeen(button: HTMLButtonElement): () => void {
  button.disabled = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const observer = new IntersectionObserver(
    (entries) => {
      const seen = entries.some(
        (entry: VisibilityEntry) =>
          entry.isIntersecting && entry.intersectionRatio > 0.9 && entry.isVisible !== false,
      )
      clearTimeout(timer)
      if (!seen) {
        button.disabled = true
        return
      }
      timer = setTimeout(() => {
        button.disabled = false
      }, approveDelayMs)
    },
    // `delay` is the least v2 allows between readings; without tracking it is ignored.
    Object.assign({ threshold: [0, 0.9, 1] }, tracksVisibility ? { trackVisibility: true, delay: 100 } : {}),
  )
  // Watched through its row of actions: the disabled button's own dimmed look would read as
  // translucent, and never let it be seen.
  const watched = button.parentElement ?? button
  observer.observe(watched)
  // The site shows the frame by resizing it: observing anew gives a fresh reading at once (a frame
  // that was hidden may not be told of the change otherwise).
  const reobserve = () => {
    observer.unobserve(watched)
    observer.observe(watched)
  }
  window.addEventListener('resize', reobserve)
  return () => {
    clearTimeout(timer)
    observer.disconnect()
    window.removeEventListener('resize', reobserve)
  }
}
