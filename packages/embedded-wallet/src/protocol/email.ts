/** Longest address SMTP carries (RFC 5321: 254 characters in a path, 64 in the local part). */
const maxEmailLength = 254
const maxLocalPartLength = 64

/**
 * Whether `email` is a usable address (spec section 5: emails must be valid): one `@`, a local
 * part of printable characters, a domain of dot-separated labels with a top-level part, no
 * spaces, within SMTP's lengths. Checked on the site, in the frame and by the service alike.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > maxEmailLength) return false
  const at = email.lastIndexOf('@')
  if (at < 1 || at !== email.indexOf('@')) return false
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  if (local.length > maxLocalPartLength || !/^[^\s"(),:;<>[\\\]]+$/.test(local)) return false
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  const labels = domain.split('.')
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(label)) &&
    /^[a-z]{2,}$/i.test(labels[labels.length - 1] ?? '')
  )
}
