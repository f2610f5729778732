import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { type CapturedMail, toCapturedMail } from './capturedMail.js'
import { MailCatcherStartError } from './errors.js'
import { createMailbox, type WaitForMessageParameters } from './mailbox.js'

export type StartMailCatcherOptions = {
  /** @default '127.0.0.1' */
  host?: string
  /** @default 0 (a free port, reported as `port`) */
  port?: number
}

/** A local SMTP server that keeps every message it is sent, for tests to read. */
export type MailCatcher = {
  host: string
  port: number
  /** Every message received since the start or the last `clear()`, oldest first. */
  messages: () => CapturedMail[]
  /**
   * The first message delivered to `to` (and with `subject`, after `since`), waiting for it when
   * none has arrived yet. Rejects with `MailWaitTimeoutError` after `timeoutMs`, and with
   * `MailCatcherStoppedError` when the catcher stops first.
   */
  waitForMessage: (parameters: WaitForMessageParameters) => Promise<CapturedMail>
  /** Forgets the messages received so far. */
  clear: () => void
  /** Closes the server and its connections; resolves once the port is free. Safe to call twice. */
  stop: () => Promise<void>
}

// How long a connection still sending may finish once stop() is called: tests stop the catcher
// when they are done, so nothing should be in flight.
const closeGraceMs = 500

/**
 * Starts an SMTP server on loopback that accepts any sender, any recipient and any credentials
 * (or none), without TLS, and keeps the messages in memory.
 *
 * @example
 * const catcher = await startMailCatcher()
 * // configure the wallet service with SMTP host `catcher.host`, port `catcher.port`
 * const mail = await catcher.waitForMessage({ to: 'visitor@example.test', subject: /code/ })
 */
export async function startMailCatcher({
  host = '127.0.0.1',
  port = 0,
}: StartMailCatcherOptions = {}): Promise<MailCatcher> {
  const mailbox = createMailbox()
  const server = new SMTPServer({
    secure: false,
    // No STARTTLS: on loopback TLS protects nothing, and it would need a certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: closeGraceMs,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          // Kept before the reply, so a sender's sendMail() resolves only once messages() has it.
          mailbox.add(toCapturedMail(parsed, session.envelope))
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    const refuse = (cause: unknown) => reject(new MailCatcherStartError({ host, port, cause }))
    server.once('error', refuse)
    server.listen(port, host, () => {
      server.off('error', refuse)
      resolve()
    })
  })
  // A client dropping its connection mid-message is an 'error' of the server: without a listener
  // it would crash the test process. The sender sees its own failure.
  server.on('error', () => {})

  let stopped: Promise<void> | undefined
  return {
    host,
    port: (server.server.address() as AddressInfo).port,
    messages: mailbox.messages,
    waitForMessage: mailbox.waitForMessage,
    clear: mailbox.clear,
    stop: () => {
      stopped ??= (async () => {
        mailbox.rejectWaiting()
        const closed = once(server.server, 'close')
        server.close()
        await closed
      })()
      return stopped
    },
  }
}
