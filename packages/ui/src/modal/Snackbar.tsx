import { useEffect } from 'react'
import { messageText } from '../i18n/visitorText.js'
import { useShell } from './ShellContext.js'

const visibleMs = 4000

/**
 * Two live regions that stay in the DOM so screen readers pick up changes: errors go to
 * role="alert" (announced at once), other messages to role="status" (announced politely).
 */
export function Snackbar() {
  const { host, state, t } = useShell()
  const { alert } = state
  useEffect(() => {
    if (!alert) return
    const timer = setTimeout(() => host.dismissAlert(), visibleMs)
    return () => clearTimeout(timer)
  }, [alert, host])

  const text = alert ? messageText(alert.message, alert.values, { catalogue: state.catalogue, t }) : undefined
  return (
    <>
      <div className="live" role="status">
        {alert && alert.kind !== 'error' ? (
          <div className="snackbar" data-kind={alert.kind}>
            {text}
          </div>
        ) : null}
      </div>
      <div className="live" role="alert">
        {alert?.kind === 'error' ? (
          <div className="snackbar" data-kind="error">
            {text}
          </div>
        ) : null}
      </div>
    </>
  )
}
