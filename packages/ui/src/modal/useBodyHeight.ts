import { type RefObject, useLayoutEffect } from 'react'

/**
 * Animates the card's height between views: the body's height follows its content through a
 * custom property set with the CSSOM (allowed under a strict CSP), and CSS transitions it.
 */
export function useBodyHeight(
  bodyRef: RefObject<HTMLDivElement | null>,
  contentRef: RefObject<HTMLDivElement | null>,
): void {
  useLayoutEffect(() => {
    const body = bodyRef.current
    const content = contentRef.current
    if (!body || !content || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      body.style.setProperty('--latch-body-height', `${content.offsetHeight}px`)
    })
    observer.observe(content)
    return () => observer.disconnect()
  }, [bodyRef, contentRef])
}
