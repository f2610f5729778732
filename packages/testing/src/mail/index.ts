// The rig's mail catcher: a local SMTP server the embedded wallet service sends one-time codes
// to, and the tests and browser e2e read them from.
export type { CapturedMail } from './capturedMail.js'
export {
  ApprovalLinkNotFoundError,
  MailCatcherStartError,
  MailCatcherStoppedError,
  MailWaitTimeoutError,
  OneTimeCodeNotFoundError,
} from './errors.js'
export type { WaitForMessageParameters } from './mailbox.js'
export { readApprovalLink } from './readApprovalLink.js'
export { readOneTimeCode } from './readOneTimeCode.js'
export { type MailCatcher, type StartMailCatcherOptions, startMailCatcher } from './startMailCatcher.js'
