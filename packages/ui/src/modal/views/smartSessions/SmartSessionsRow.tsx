import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { ChevronIcon } from '../account/accountIcons.js'

/** A clock inside a shield: spending allowed for a while. Decorative: the row names it. */
function SessionsIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <path d="M10 2.5 4 5v4.5c0 3.6 2.6 6.9 6 8 3.4-1.1 6-4.4 6-8V5l-6-2.5Z" />
      <path d="M10 7v3l2 1.5" />
    </svg>
  )
}

/**
 * The Account view's row to the smart account's sessions (SmartSessions), shown while the smart
 * account is in use and the site installed the smart-sessions feature with it on. Sessions are the
 * smart account's only: the standard account grants none.
 */
export function SmartSessionsRow() {
  const kit = useKit()
  const { host, t } = useShell()
  // Read on every change of the kit's state: the feature can be turned on or off while shown.
  const isAvailable = useKitState(() => kit.isViewAvailable('SmartSessions'))
  if (!isAvailable) return null
  return (
    <li>
      <button type="button" className="row" onClick={() => host.navigate('SmartSessions')}>
        <span className="row-icon">
          <SessionsIcon />
        </span>
        <span className="row-name">{t('smartSessions')}</span>
        <span className="row-end">
          <ChevronIcon />
        </span>
      </button>
    </li>
  )
}
