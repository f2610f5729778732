import nodemailer from 'nodemailer'
import type { SmtpConfig } from '../config/walletServerConfig.js'
import { MailSendError } from '../errors.js'

export type Mailer = {
  send: (message: { to: string; subject: string; text: string }) => Promise<void>
  close: () => void
}

/** Sends the service's emails through the configured SMTP server (nodemailer, pooled connections). */
export function createMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure === true,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    pool: true,
    maxConnections: 2,
  })
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: smtp.from, ...message })
      } catch (error) {
        throw new MailSendError({ cause: error })
      }
    },
    close: () => transport.close(),
  }
}
