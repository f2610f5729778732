import { writeExactDecimal } from '@latchkit/core'
import type { FrameRequestPayloads } from '../../protocol/framePayloads.js'
import type { RequestDescription } from './describeRequest.js'
import { frameLocale, text } from './frameTexts.js'

/** The units a period is written in, largest first, with their length in seconds. */
const periodUnits = [
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
  ['second', 1],
] as const

/**
 * A period in words in the frame's language, in the largest unit that divides it exactly
 * (`1 day`, `2 hours`, `90 seconds`): the visitor reads the exact period, never a rounded one.
 */
export function writePeriod(seconds: number): string {
  const [unit, length] = periodUnits.find(([, size]) => seconds % size === 0) ?? periodUnits[3]
  return new Intl.NumberFormat(frameLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(
    seconds / length,
  )
}

/** A unix time as a date and time in the frame's language and the visitor's time zone. */
const writeDate = (unixSeconds: number) =>
  new Intl.DateTimeFormat(frameLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(unixSeconds * 1000),
  )

/**
 * Describes a smart session the site asks for, for the visitor's approval (SECURITY.md, "Smart
 * sessions"): the site's origin as the frame verified it, the smart account, the network, the
 * token's address, the amount per period in the token's base units, the period in words and the
 * expiry. What the site may claim about the token (its symbol, its decimals) is not shown: only
 * what the permission itself binds.
 */
export function describeSessionGrant(
  grant: FrameRequestPayloads['GrantSession'],
  siteOrigin: string,
): RequestDescription {
  const { permission } = grant
  return {
    title: 'grantSession',
    facts: [
      { label: 'site', value: siteOrigin },
      { label: 'smartAccount', value: grant.account },
      { label: 'network', value: `eip155:${grant.chainId}` },
      { label: 'token', value: permission.token },
      {
        label: 'amountPerPeriod',
        value: text('baseUnits', { amount: writeExactDecimal(permission.periodAmount, frameLocale()) }),
      },
      { label: 'period', value: writePeriod(permission.periodSeconds) },
      { label: 'expires', value: writeDate(grant.expiresAt) },
    ],
  }
}
