/**
 * Characters that change how text around them reads without being seen: C0 and C1 controls,
 * bidirectional embeddings, overrides, isolates and marks (U+202E turns "evil RTL override" into
 * "edirrevo LTR live"), and zero-width and other invisible characters. Variation selectors stay:
 * they only pick an emoji's look.
 */
const invisible =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g

/**
 * Whether `text` holds invisible or direction-changing characters. A name that resolves to an
 * address (ENS) is refused for them rather than cleaned: cleaned, "vitalik\u200B.eth" would read
 * as another account's name.
 */
export function hasInvisibleText(text: string): boolean {
  invisible.lastIndex = 0
  return invisible.test(text)
}

/**
 * Text from outside the site (wallet announcements, the registry, name services) as the modal may
 * show it: invisible and direction-changing characters removed, runs of white space made one
 * space, trimmed, and cut to `maxLength` code points.
 *
 * @example
 * cleanUntrustedText('\u202Eevil RTL override') // 'evil RTL override'
 */
export function cleanUntrustedText(text: string, maxLength = 64): string {
  const cleaned = text.replace(/\s+/g, ' ').replace(invisible, '').replace(/ {2,}/g, ' ').trim()
  const codePoints = Array.from(cleaned)
  return codePoints.length > maxLength ? codePoints.slice(0, maxLength).join('').trimEnd() : cleaned
}
