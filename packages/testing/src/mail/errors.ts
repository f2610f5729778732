import { BaseError } from '@latchkit/core'

/** The mail catcher could not listen (the port is taken, the host is not local); `cause` says why. */
export class MailCatcherStartError extends BaseError {
  override name = 'MailCatcherStartError' as const
  constructor(parameters: { host: string; port: number; cause: unknown }) {
    super(`The mail catcher could not listen on ${parameters.host}:${parameters.port}.`, {
      cause: parameters.cause,
    })
  }
}

/** No message to `to` (with the subject asked for) arrived within `timeoutMs`. */
export class MailWaitTimeoutError extends BaseError {
  override name = 'MailWaitTimeoutError' as const
  constructor(parameters: {
    to: string
    subject?: string | RegExp | undefined
    timeoutMs: number
    received: string[]
  }) {
    super(`No mail to ${parameters.to} arrived within ${parameters.timeoutMs} ms.`, {
      metaMessages: [
        ...(parameters.subject === undefined ? [] : [`Subject: ${String(parameters.subject)}`]),
        `Received meanwhile: ${parameters.received.length ? parameters.received.join('; ') : 'nothing'}`,
      ],
    })
  }
}

/** The catcher was stopped while a `waitForMessage` call was still waiting. */
export class MailCatcherStoppedError extends BaseError {
  override name = 'MailCatcherStoppedError' as const
  constructor(parameters: { to: string }) {
    super(`The mail catcher stopped while waiting for mail to ${parameters.to}.`)
  }
}

/** A message's text holds no group of exactly six digits. */
export class OneTimeCodeNotFoundError extends BaseError {
  override name = 'OneTimeCodeNotFoundError' as const
  constructor(parameters: { to: string[]; subject: string; text: string }) {
    super(`The mail "${parameters.subject}" to ${parameters.to.join(', ')} holds no 6-digit code.`, {
      metaMessages: [`Text: ${parameters.text.trim().slice(0, 500)}`],
    })
  }
}

/** A mail expected to carry the wallet service's device approval link has none. */
export class ApprovalLinkNotFoundError extends BaseError {
  override name = 'ApprovalLinkNotFoundError' as const
  constructor(parameters: { to: string[]; subject: string; text: string }) {
    super(`The mail "${parameters.subject}" to ${parameters.to.join(', ')} holds no approval link.`, {
      metaMessages: [`Text: ${parameters.text.trim().slice(0, 500)}`],
    })
  }
}
