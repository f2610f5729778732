import { WalletServerConfigError } from '../errors.js'

const projectIdShape = /^[A-Za-z0-9._-]{1,128}$/

// scheme://host[:port], the host optionally led by one `*.` label and the port optionally `*`.
// Nothing else: the value is written into the frame's Content-Security-Policy header, where a
// space, a quote or a semicolon would add a source or a directive.
const allowedOriginShape = /^https?:\/\/(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:(\d{1,5}|\*))?$/

/** Whether `value` has the shape of a project id (what the frame's URL and the API accept). */
export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && projectIdShape.test(value)
}

/** @throws {WalletServerConfigError} when `value` is not a project id. */
export function readProjectId(value: unknown, field: string): string {
  if (!isProjectId(value))
    throw new WalletServerConfigError({
      field,
      problem: 'must be 1 to 128 letters, digits, dots, dashes or underscores.',
    })
  return value
}

/** An allowed origin, lower-cased, without a trailing slash. @throws {WalletServerConfigError} */
export function readAllowedOrigin(value: unknown, field: string): string {
  const origin = typeof value === 'string' ? value.trim().replace(/\/$/, '').toLowerCase() : ''
  if (!allowedOriginShape.test(origin))
    throw new WalletServerConfigError({
      field,
      problem: 'must be an origin (https://shop.example.com) or a wildcard one (https://*.example.com).',
    })
  return origin
}
