// Paint probes, added to every page before its own scripts run. `__bench.watch(key, text)`
// records in `__bench.marks[key]` the time (ms since navigation start) right after the first
// frame that painted `text` visibly, looking through every shadow root (open or closed: roots are
// observed as they are attached). It also keeps the first pointerdown's and pointerup's times, the page's layout
// shifts (CLS, as the Layout Instability API reports them) and uncaught errors.
;(() => {
  const bench = { marks: {}, cls: 0, shifts: [], errors: [] }
  Object.defineProperty(window, '__bench', { value: bench })
  const watches = []
  const roots = [document]
  const observer = new MutationObserver(onMutations)
  const observe = (root) => observer.observe(root, { childList: true, subtree: true, characterData: true })
  observe(document)
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    roots.push(root)
    observe(root)
    return root
  }

  function textNodesWith(node, text, found) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.data.includes(text)) found.push(node)
      return
    }
    if (!node.textContent?.includes(text)) return
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let current = walker.nextNode(); current; current = walker.nextNode())
      if (current.data.includes(text)) found.push(current)
  }

  function onMutations(records) {
    const pending = watches.filter((watch) => !watch.done)
    if (pending.length === 0) return
    for (const record of records) {
      const nodes = record.type === 'characterData' ? [record.target] : record.addedNodes
      for (const node of nodes)
        for (const watch of pending) {
          const found = []
          textNodesWith(node, watch.text, found)
          for (const textNode of found) watch.candidates.add(textNode)
        }
    }
    schedule()
  }

  function isPainted(textNode) {
    const element = textNode.parentElement
    if (!textNode.isConnected || !element) return false
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const range = document.createRange()
    range.selectNodeContents(textNode)
    const box = range.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    )
  }

  let scheduled = false
  function schedule() {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(checkFrame)
  }

  // Runs before the frame's paint: whatever is visible now is painted in this frame, so the
  // message posted here is handled right after that paint.
  function checkFrame() {
    scheduled = false
    let waiting = false
    for (const watch of watches) {
      if (watch.done) continue
      const painted = [...watch.candidates].find(isPainted)
      if (!painted) {
        if (watch.candidates.size > 0) waiting = true
        continue
      }
      watch.done = true
      watch.node = painted
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        bench.marks[watch.key] = performance.now()
      }
      channel.port2.postMessage(null)
    }
    if (waiting) schedule()
  }

  bench.watch = (key, text) => {
    const watch = { key, text, candidates: new Set(), done: false, node: undefined }
    watches.push(watch)
    for (const root of roots) {
      const found = []
      // A document's textContent is null: scan from its root element (none yet at document start).
      const scanned = root === document ? document.documentElement : root
      if (scanned) textNodesWith(scanned, text, found)
      for (const textNode of found) watch.candidates.add(textNode)
    }
    schedule()
  }

  // The centre of the painted text of a finished watch: where a visitor clicks.
  // Where the watched text is painted now: the node first painted may be gone from view since (a
  // server-rendered button's light-DOM text, replaced by its shadow root's once the element is defined).
  bench.locate = (key) => {
    const watch = watches.find((candidate) => candidate.key === key)
    if (!watch?.node) return undefined
    let node = watch.node
    if (!isPainted(node)) {
      const found = []
      for (const root of roots)
        textNodesWith(root === document ? document.documentElement : root, watch.text, found)
      node = found.find(isPainted)
      if (!node) return undefined
    }
    const range = document.createRange()
    range.selectNodeContents(node)
    const box = range.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }

  function isElementPainted(element) {
    if (!element.isConnected || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight
  }

  const paintedElement = (selector) => {
    for (const root of roots) {
      const found = [...root.querySelectorAll(selector)].find(isElementPainted)
      if (found) return found
    }
    return undefined
  }

  // Like watch, for an element without text (a QR code's svg, a search box): checked every frame.
  bench.watchElement = (key, selector) => {
    const check = () => {
      if (!paintedElement(selector)) return requestAnimationFrame(check)
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        bench.marks[key] = performance.now()
      }
      channel.port2.postMessage(null)
    }
    requestAnimationFrame(check)
  }

  // The centre of the first painted element matching `selector`.
  bench.locateElement = (selector) => {
    const box = paintedElement(selector)?.getBoundingClientRect()
    return box && { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }

  // Focuses the first painted element matching `selector` (after a click that may land mid-animation).
  bench.focusElement = (selector) => {
    const element = paintedElement(selector)
    element?.focus()
    return Boolean(element) && element.getRootNode().activeElement === element
  }

  // The latest pointerdown and input, for the flows measured once the modal is open.
  addEventListener('pointerdown', (event) => (bench.marks.lastPointerdown = event.timeStamp), true)
  addEventListener('input', (event) => (bench.marks.lastInput = event.timeStamp), true)

  for (const type of ['pointerdown', 'pointerup'])
    addEventListener(
      type,
      (event) => {
        bench.marks[type] ??= event.timeStamp
      },
      true,
    )
  addEventListener('error', (event) => bench.errors.push(String(event.message)))
  addEventListener('unhandledrejection', (event) => bench.errors.push(`Unhandled rejection: ${event.reason}`))
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      if (shift.hadRecentInput) continue
      bench.cls += shift.value
      bench.shifts.push({
        at: Math.round(shift.startTime),
        value: shift.value,
        sources: (shift.sources ?? []).map((source) => source.node?.nodeName ?? '?'),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })

  bench.watch('buttonVisible', 'Connect Wallet')
})()
