/** Above the modal (its default z-index is 999, and sites may raise it). */
const frameZIndex = '2147483647'

/**
 * Where the frame sits. Styles are set through the CSSOM (`element.style`), which a site's strict
 * CSP allows, unlike a `style` attribute.
 */
export const placeFrame = {
  /** Hidden: no size, no pointer, out of the accessibility tree. */
  hidden(iframe: HTMLIFrameElement) {
    const { style } = iframe
    style.position = 'fixed'
    style.border = '0'
    style.left = '0'
    style.top = '0'
    style.width = '0'
    style.height = '0'
    style.opacity = '0'
    style.pointerEvents = 'none'
    style.colorScheme = 'normal'
    style.zIndex = frameZIndex
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
  },

  /**
   * Over `element`, following its box while the page scrolls or resizes; focus moves into the frame
   * (its own view keeps Tab inside and answers Escape). Returns the function that hides it again.
   */
  over(iframe: HTMLIFrameElement, element: Element, page: Window): () => void {
    const follow = () => {
      const box = element.getBoundingClientRect()
      const { style } = iframe
      style.left = `${box.left}px`
      style.top = `${box.top}px`
      style.width = `${box.width}px`
      style.height = `${box.height}px`
    }
    follow()
    const { style } = iframe
    style.opacity = '1'
    style.pointerEvents = 'auto'
    iframe.removeAttribute('aria-hidden')
    iframe.tabIndex = 0
    iframe.focus()
    const resize = new ResizeObserver(follow)
    resize.observe(element)
    page.addEventListener('resize', follow)
    page.addEventListener('scroll', follow, true)
    return () => {
      resize.disconnect()
      page.removeEventListener('resize', follow)
      page.removeEventListener('scroll', follow, true)
      placeFrame.hidden(iframe)
    }
  },
}
