import { accountNameMinLength, accountNameSuffix, legacyAccountNameSuffix } from '../../constants.js'
import { NameInvalidCharactersError, NameTooShortError } from '../../errors/names.js'

const labelPattern = /^[a-z0-9-]+$/

/** A configured suffix as names end in it: lower case, with its leading dot (`reown.id` -> `.reown.id`). */
export function normalizeNameSuffix(suffix: string = accountNameSuffix): string {
  const trimmed = suffix.trim().toLowerCase()
  return trimmed.startsWith('.') ? trimmed : `.${trimmed}`
}

/**
 * The label of what the visitor typed: trimmed and lower-cased, less the configured suffix,
 * '.reown.id' or the legacy '.wcn.id' when it ends in one (`Alice.wcn.id` -> `alice`).
 */
export function accountNameLabel(input: string, suffix: string): string {
  const typed = input.trim().toLowerCase()
  const ending = [normalizeNameSuffix(suffix), accountNameSuffix, legacyAccountNameSuffix].find((end) =>
    typed.endsWith(end),
  )
  return ending ? typed.slice(0, -ending.length) : typed
}

/**
 * Checks a typed name (spec section 5: letters, digits and hyphens, at least 4 characters before
 * the suffix) and returns its label and the full name under the configured suffix.
 *
 * @throws {NameInvalidCharactersError} 'Use letters, numbers and hyphens only'
 * @throws {NameTooShortError} 'Use at least 4 characters'
 * @example
 * parseAccountName('Alice-1.wcn.id', '.reown.id') // { label: 'alice-1', name: 'alice-1.reown.id' }
 */
export function parseAccountName(input: string, suffix: string): { label: string; name: string } {
  const label = accountNameLabel(input, suffix)
  if (label !== '' && !labelPattern.test(label)) throw new NameInvalidCharactersError({ name: input })
  if (label.length < accountNameMinLength)
    throw new NameTooShortError({ name: input, minLength: accountNameMinLength })
  return { label, name: label + normalizeNameSuffix(suffix) }
}

/**
 * The coin type a name's address is registered under (ENSIP-11): 60 for Ethereum mainnet, else
 * the chain id with the top bit set (`0x80000000 | chainId`).
 */
export function evmCoinType(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
