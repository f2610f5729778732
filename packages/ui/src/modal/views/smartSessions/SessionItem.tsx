import { cleanUntrustedText, type SmartSessionSummary } from '@latchkit/core'
import { useId } from 'react'
import { truncateAddress } from '../../../elements/buttons/buttonState.js'
import { failureText } from '../../../i18n/visitorText.js'
import { useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { sessionNetworkName } from './sessionNetworkName.js'
import { periodText } from './sessionPeriod.js'

/** Origins are shown whole up to this length (a real origin is far shorter); longer ones are cut. */
const maxOriginLength = 128

/**
 * One session: the site it was granted to (a heading, so a screen reader can jump between them),
 * its network, token, allowance per period, what the period has spent and its expiry, then Revoke.
 * The origin and the token come from the site: shown as plain text, never a link, and the amounts
 * in base units as given (the token's decimals are the site's word, so they are not applied).
 */
/**
 * A base-unit amount (decimal digits) grouped as the language writes numbers, without decimals:
 * the token's decimals are the site's word, not shown as fact. Anything else is shown as given.
 */
function groupedAmount(digits: string, locale: string | undefined): string {
  if (!/^\d{1,78}$/.test(digits)) return digits
  try {
    return new Intl.NumberFormat(locale).format(BigInt(digits))
  } catch {
    return digits
  }
}

export function SessionItem(props: {
  session: SmartSessionSummary
  isRevoking: boolean
  revokeFailure: unknown
  onRevoke: () => void
  buttonRef: (button: HTMLButtonElement | null) => void
}) {
  const { session } = props
  const { state, t } = useShell()
  const headingId = useId()
  const network = useKitState((kitState) => sessionNetworkName(kitState, session.chainId))
  const expires = new Date(session.expiresAt * 1000)
  // A time past what a date can hold is shown as given rather than breaking the list.
  const isDate = !Number.isNaN(expires.getTime())
  return (
    <li className="session">
      {/* An origin reads left to right in every language. */}
      <h3 className="session-origin" id={headingId} dir="ltr">
        {cleanUntrustedText(session.siteOrigin, maxOriginLength)}
      </h3>
      <dl className="session-facts">
        <dt>{t('sessionNetwork')}</dt>
        <dd>{network}</dd>
        <dt>{t('sessionToken')}</dt>
        <dd>
          <span title={session.token} aria-hidden="true" dir="ltr">
            {truncateAddress(session.token)}
          </span>
          <span className="visually-hidden">{session.token}</span>
        </dd>
        <dt>{t('sessionAllowance')}</dt>
        <dd>
          {t('sessionAllowanceValue', {
            amount: groupedAmount(session.periodAmount, state.locale),
            period: periodText(session.periodSeconds, t),
          })}
        </dd>
        <dt>{t('sessionSpent')}</dt>
        <dd>{groupedAmount(session.spentInPeriod, state.locale)}</dd>
        <dt>{t('sessionExpires')}</dt>
        <dd>
          {isDate ? (
            <time dateTime={expires.toISOString()}>
              {new Intl.DateTimeFormat(state.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                expires,
              )}
            </time>
          ) : (
            String(session.expiresAt)
          )}
        </dd>
      </dl>
      {props.revokeFailure !== undefined ? (
        <p className="status-error" role="alert">
          {failureText(props.revokeFailure, { catalogue: state.catalogue, t }, 'sessionRevokeFailed')}
        </p>
      ) : null}
      <button
        ref={props.buttonRef}
        type="button"
        className="button-secondary"
        aria-describedby={headingId}
        aria-busy={props.isRevoking}
        onClick={props.isRevoking ? undefined : props.onRevoke}
      >
        {t('revokeSession')}
      </button>
    </li>
  )
}
