/**
 * `HTMLElement` in the browser, an empty class on the server, so modules that declare custom
 * elements import cleanly during server rendering (nothing touches `window` at import time).
 */
export const SafeHTMLElement: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement
