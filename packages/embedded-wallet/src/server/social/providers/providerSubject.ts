import { SocialProviderAnswerError } from './errors.js'
import type { SocialProviderId } from './socialProvider.js'

// OpenID Connect caps `sub` at 255 ASCII characters; every provider here stays within it (Google's
// digits, Apple's dotted hex, the others' numeric ids).
const subjectShape = /^[\x21-\x7E]{1,255}$/

/**
 * The provider's user id as the service keys identities by it. It is never cleaned, because a
 * cleaned id could be someone else's: anything but 1 to 255 visible ASCII characters is refused.
 *
 * @throws {SocialProviderAnswerError} when `value` is not such a string.
 */
export function providerSubject(value: unknown, at: { provider: SocialProviderId; field: string }): string {
  if (typeof value !== 'string' || !subjectShape.test(value)) throw new SocialProviderAnswerError(at)
  return value
}
