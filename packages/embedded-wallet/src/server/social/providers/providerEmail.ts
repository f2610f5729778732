// One plain address: a local part of common characters, @, a domain of two or more labels. What
// providers hand out; an address outside it (quoted, an IP literal, hidden characters) is dropped,
// since the email is optional and never the key of an identity.
const emailShape =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/**
 * A verified address from a provider, trimmed and lower-cased as the service keeps addresses, or
 * `undefined` when `value` is not one plain address of at most 254 characters. Call it only for
 * an address the provider said is verified.
 */
export function providerEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const email = value.trim()
  return email.length <= 254 && emailShape.test(email) ? email.toLowerCase() : undefined
}
