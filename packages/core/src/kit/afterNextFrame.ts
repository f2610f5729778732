/** Run anyway after this long: a hidden page draws no frames, so its frame callback never comes. */
const fallbackMs = 100

/**
 * Calls `callback` once the next frame has been drawn (in a browser; elsewhere, in a later task):
 * for work an action starts that must not delay the frame showing the action's result.
 */
export function afterNextFrame(callback: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    callback()
  }
  setTimeout(run, typeof requestAnimationFrame === 'function' ? fallbackMs : 0)
  // A task queued from a frame callback runs once that frame has been drawn.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0))
}
