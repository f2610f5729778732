import type { CapturedMail } from './capturedMail.js'
import { MailCatcherStoppedError, MailWaitTimeoutError } from './errors.js'

export type WaitForMessageParameters = {
  /** An address the message was delivered to, compared case-insensitively. */
  to: string
  /** The exact subject, or a pattern it contains. */
  subject?: string | RegExp
  /**
   * Only messages received after this `Date.now()` value. A mail received in that same millisecond
   * counts as older: no SMTP delivery is that quick, so it was sent before the test asked.
   * @default any time
   */
  since?: number
  /** @default 10_000 */
  timeoutMs?: number
}

/** The messages a catcher received, and the tests waiting for one. */
export type Mailbox = {
  add: (mail: CapturedMail) => void
  messages: () => CapturedMail[]
  waitForMessage: (parameters: WaitForMessageParameters) => Promise<CapturedMail>
  clear: () => void
  /** Rejects every pending `waitForMessage` with `MailCatcherStoppedError`. */
  rejectWaiting: () => void
}

type Waiter = {
  /** Resolves the wait with `mail` when it matches; says whether it did. */
  offer: (mail: CapturedMail) => boolean
  stop: () => void
}

export function createMailbox(): Mailbox {
  const received: CapturedMail[] = []
  const waiters = new Set<Waiter>()

  const waitForMessage = (parameters: WaitForMessageParameters) => {
    const arrived = received.find((mail) => isWantedMail(mail, parameters))
    if (arrived) return Promise.resolve(arrived)
    const timeoutMs = parameters.timeoutMs ?? 10_000
    return new Promise<CapturedMail>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer)
        waiters.delete(waiter)
      }
      const waiter: Waiter = {
        offer: (mail) => {
          if (!isWantedMail(mail, parameters)) return false
          finish()
          resolve(mail)
          return true
        },
        stop: () => {
          finish()
          reject(new MailCatcherStoppedError({ to: parameters.to }))
        },
      }
      const timer = setTimeout(() => {
        finish()
        const since = parameters.since ?? Number.NEGATIVE_INFINITY
        const meanwhile = received.filter((mail) => mail.receivedAt > since).map(describeMail)
        reject(
          new MailWaitTimeoutError({
            to: parameters.to,
            subject: parameters.subject,
            timeoutMs,
            received: meanwhile,
          }),
        )
      }, timeoutMs)
      waiters.add(waiter)
    })
  }

  return {
    add: (mail) => {
      received.push(mail)
      for (const waiter of [...waiters]) waiter.offer(mail)
    },
    messages: () => [...received],
    waitForMessage,
    clear: () => {
      received.length = 0
    },
    rejectWaiting: () => {
      for (const waiter of [...waiters]) waiter.stop()
    },
  }
}

function isWantedMail(mail: CapturedMail, parameters: WaitForMessageParameters): boolean {
  const recipient = parameters.to.toLowerCase()
  if (!mail.to.some((address) => address.toLowerCase() === recipient)) return false
  if (parameters.since !== undefined && mail.receivedAt <= parameters.since) return false
  const { subject } = parameters
  if (subject === undefined) return true
  // search() ignores a global pattern's lastIndex, so one RegExp can serve several waits.
  return typeof subject === 'string' ? mail.subject === subject : mail.subject.search(subject) !== -1
}

function describeMail(mail: CapturedMail): string {
  return `"${mail.subject}" to ${mail.to.join(', ')}`
}
