import type { ParsedMail } from 'mailparser'
import type { SMTPServerEnvelope } from 'smtp-server'

/** One message the catcher received, as a visitor's mailbox would show it. */
export type CapturedMail = {
  /** The envelope's recipients (RCPT TO), so Bcc recipients are listed too. */
  to: string[]
  /** The From header as written (`"Name" <address>`), else the envelope's sender. */
  from: string
  subject: string
  /**
   * The plain-text body as mailparser decodes it: derived from the HTML when there is no text part;
   * a text-only message's ends with a line break.
   */
  text: string
  html?: string
  /** `Date.now()` when the message had been received and parsed. */
  receivedAt: number
}

/** The parts of a parsed SMTP message that tests look at. */
export function toCapturedMail(parsed: ParsedMail, envelope: SMTPServerEnvelope): CapturedMail {
  const envelopeSender = envelope.mailFrom ? envelope.mailFrom.address : ''
  return {
    to: envelope.rcptTo.map((recipient) => recipient.address),
    from: parsed.from?.text ?? envelopeSender,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
    receivedAt: Date.now(),
  }
}
