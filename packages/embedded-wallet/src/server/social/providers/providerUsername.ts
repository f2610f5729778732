import { cleanUntrustedText } from '@latchkit/core'

/** The longest username kept, in code points (a wallet name's limit in the modal). */
export const socialUsernameMaxLength = 64

/**
 * A name from a provider as the modal may show it: the provider's user typed it, so control,
 * invisible and direction-changing characters are removed, white space is collapsed, and it is
 * cut to `socialUsernameMaxLength` code points. Anything but a string gives `''`.
 */
export function providerUsername(value: unknown): string {
  return typeof value === 'string' ? cleanUntrustedText(value, socialUsernameMaxLength) : ''
}

/**
 * The first of `candidates` that can be shown whole: a verified address longer than the limit is
 * passed over rather than cut (a cut address reads as another one), a name is cleaned and cut.
 */
export function firstShowableName(candidates: { email?: string | undefined; name?: unknown }): string {
  const { email, name } = candidates
  if (email !== undefined && Array.from(email).length <= socialUsernameMaxLength) return email
  return providerUsername(name)
}
