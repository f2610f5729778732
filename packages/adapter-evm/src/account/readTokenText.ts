// Characters that change how text around them reads without being seen: controls, bidirectional
// embeddings and overrides, zero-width and other invisible characters. Core's cleanUntrustedText
// removes the same ones; it is not exported, so the adapter keeps this copy of the rule until it is.
const invisible =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g

/**
 * A token's symbol or name as a contract or an explorer API gave it, as the modal may show it:
 * invisible and direction-changing characters removed, white space made single spaces and trimmed,
 * cut to `maxLength` characters. `''` for anything but a string.
 *
 * @example
 * readTokenText('  US\u200BDC\u202E ', 11) // 'USDC'
 */
export function readTokenText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return ''
  const cleaned = value.replace(/\s+/g, ' ').replace(invisible, '').replace(/ {2,}/g, ' ').trim()
  const characters = Array.from(cleaned)
  return characters.length > maxLength ? characters.slice(0, maxLength).join('').trimEnd() : cleaned
}

/** The longest token symbol the adapter passes on (ERC-20 symbols are a few letters). */
export const maxSymbolLength = 16
/** The longest token name the adapter passes on. */
export const maxTokenNameLength = 64
