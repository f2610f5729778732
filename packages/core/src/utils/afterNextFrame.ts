/** Run anyway after this long: a hidden page draws no frames, so its frame callback never comes. */
const fallbackMs = 100

let queue: (() => void)[] = []
let scheduled = false

function flush() {
  const callbacks = queue
  queue = []
  scheduled = false
  for (const callback of callbacks) callback()
}

function schedule() {
  scheduled = true
  let done = false
  const run = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    flush()
  }
  const hasFrames = typeof requestAnimationFrame === 'function'
  const fallback = setTimeout(run, hasFrames ? fallbackMs : 0)
  // A task queued from a frame callback runs once that frame has been painted.
  if (hasFrames) requestAnimationFrame(() => setTimeout(run, 0))
}

/**
 * Calls `callback` once the next frame has been painted (after 100 ms when no frame comes; in a
 * later task outside a browser): work that must not delay what the visitor sees first, such as
 * loading images or asking a service, waits here. Callbacks queued before the same frame run
 * together, in order. Returns a function that cancels the call.
 *
 * @example
 * useEffect(() => afterNextFrame(() => setShowImage(true)), [])
 */
export function afterNextFrame(callback: () => void): () => void {
  let cancelled = false
  queue.push(() => {
    if (!cancelled) callback()
  })
  if (!scheduled) schedule()
  return () => {
    cancelled = true
  }
}
