const sheets = new Map<string, CSSStyleSheet>()

/**
 * A constructable stylesheet for `css`, built once per text and shared by every shadow root.
 * Adopted sheets need neither `<style>` elements nor `style=""` attributes, so a page with a
 * strict Content-Security-Policy (no 'unsafe-inline') styles the kit as it is.
 * Call only in the browser (from a constructor or later), never at import time.
 */
export function getSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}
