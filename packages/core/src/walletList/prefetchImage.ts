/**
 * Warms the browser's cache for an image, so wallet icons appear with their names. Resolves when
 * the image loaded or failed; outside a browser it does nothing.
 */
export function prefetchImage(url: string): Promise<void> {
  if (typeof Image === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const image = new Image()
    image.onload = () => resolve()
    image.onerror = () => resolve()
    image.src = url
  })
}
