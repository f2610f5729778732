/** The focused element, looking through open shadow roots (a kit button's inner `<button>`). */
export function getDeepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}
