import type { CapturedMail } from './capturedMail.js'
import { ApprovalLinkNotFoundError } from './errors.js'

// The wallet service's approval page: `<service origin>/device?token=<base64url>`.
const approvalLink = /https?:\/\/[^\s/]+\/device\?token=[A-Za-z0-9_-]+/

/**
 * The device approval link a wallet service mail carries (VERIFY_DEVICE), as a visitor opens it.
 *
 * @example
 * const mail = await catcher.waitForMessage({ to: 'visitor@example.test' })
 * await page.goto(readApprovalLink(mail))
 */
export function readApprovalLink(mail: CapturedMail): string {
  const link = approvalLink.exec(mail.text)?.[0]
  if (link === undefined) throw new ApprovalLinkNotFoundError(mail)
  return link
}
