import type { CapturedMail } from './capturedMail.js'
import { OneTimeCodeNotFoundError } from './errors.js'

// Six digits standing alone: not part of a longer number such as a year or a port.
const sixDigitGroup = /(?<!\d)\d{6}(?!\d)/

/**
 * The one-time code a sign-in mail carries: the first group of exactly six digits in its text.
 *
 * @example
 * const mail = await catcher.waitForMessage({ to: 'visitor@example.test' })
 * await page.getByLabel('Code').fill(readOneTimeCode(mail))
 */
export function readOneTimeCode(mail: CapturedMail): string {
  const code = sixDigitGroup.exec(mail.text)?.[0]
  if (code === undefined) throw new OneTimeCodeNotFoundError(mail)
  return code
}
