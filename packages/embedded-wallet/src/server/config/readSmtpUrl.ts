import { WalletServerConfigError } from '../errors.js'
import type { SmtpConfig } from './walletServerConfig.js'

/**
 * An SMTP server given as a URL (`LATCHKIT_SMTP_URL`): `smtp://user:pass@host:587` (STARTTLS
 * when offered) or `smtps://user:pass@host:465` (TLS from the start); `?from=` sets the sender,
 * else `from` (the configuration file's).
 *
 * @throws {WalletServerConfigError} for another scheme, or no sender anywhere.
 */
export function readSmtpUrl(value: string, from: string | undefined): SmtpConfig {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new WalletServerConfigError({ field: 'LATCHKIT_SMTP_URL', problem: 'is not a URL.' })
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new WalletServerConfigError({
      field: 'LATCHKIT_SMTP_URL',
      problem: 'must start with smtp:// or smtps://.',
    })
  const secure = url.protocol === 'smtps:'
  const sender = url.searchParams.get('from') ?? from
  if (!sender)
    throw new WalletServerConfigError({
      field: 'smtp.from',
      problem: 'is missing (add ?from= to the SMTP URL).',
    })
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    from: sender,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
  }
}
