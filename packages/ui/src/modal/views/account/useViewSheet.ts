import { type RefObject, useLayoutEffect } from 'react'
import { getSheet } from '../../../styles/sheet.js'

/**
 * Adopts `css` into the shadow root the view renders in, before the first paint. The views'
 * styles travel in their own chunk instead of the shell's sheet, and like the shell's they are
 * constructable stylesheets, so a strict Content-Security-Policy needs no 'unsafe-inline'.
 */
export function useViewSheet(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (!(root instanceof ShadowRoot)) return
    const sheet = getSheet(css)
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  }, [ref, css])
}
