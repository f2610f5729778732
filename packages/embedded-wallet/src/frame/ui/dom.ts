type Attributes = Record<string, string | boolean | undefined>

/**
 * Builds an element. Text goes in as text nodes only (never HTML), so whatever a site or a dapp
 * sends (names, messages, typed data) is inert.
 */
export function element<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  attributes: Attributes = {},
  ...children: (Node | string | undefined | false)[]
): HTMLElementTagNameMap[tag] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue
    node.setAttribute(name, value === true ? '' : value)
  }
  for (const child of children) {
    if (child === undefined || child === false) continue
    node.append(typeof child === 'string' ? document.createTextNode(child) : child)
  }
  return node
}

/**
 * Keeps Tab inside `root` (first and last focusable wrap around) and calls `onEscape` on Escape:
 * the frame's view is a dialog of its own while the site shows it. Returns the function that stops.
 */
export function trapFocus(root: HTMLElement, onEscape: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onEscape()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [...root.querySelectorAll<HTMLElement>('button, input, [tabindex="0"]')].filter(
      (node) => !node.hasAttribute('disabled'),
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  root.addEventListener('keydown', onKey)
  return () => root.removeEventListener('keydown', onKey)
}
