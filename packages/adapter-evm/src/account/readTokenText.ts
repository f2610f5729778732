import { cleanUntrustedText } from '@latchkit/core'

/**
 * A token's symbol or name as a contract or an explorer API gave it, as the modal may show it:
 * invisible and direction-changing characters removed, white space made single spaces and trimmed,
 * cut to `maxLength` characters. `''` for anything but a string.
 *
 * @example
 * readTokenText('  US\u200BDC\u202E ', 11) // 'USDC'
 */
export function readTokenText(value: unknown, maxLength: number): string {
  return typeof value === 'string' ? cleanUntrustedText(value, maxLength) : ''
}

/** The longest token symbol the adapter passes on (ERC-20 symbols are a few letters). */
export const maxSymbolLength = 16
/** The longest token name the adapter passes on. */
export const maxTokenNameLength = 64
