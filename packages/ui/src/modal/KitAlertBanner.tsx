import { messageText } from '../i18n/visitorText.js'
import { useKit, useKitState } from '../kit/KitContext.js'
import { CloseIcon } from './icons.js'
import { useShell } from './ShellContext.js'

/**
 * The core's alert (spec section 8 texts by code, e.g. a missing project id): a banner at the
 * top of the modal until the visitor dismisses it (`kit.closeAlert`).
 */
export function KitAlertBanner() {
  const kit = useKit()
  const { state, t } = useShell()
  const alert = useKitState((kitState) => kitState.notices.alert)
  if (!alert) return null
  return (
    <div className="alert-banner" data-severity={alert.severity} role="alert">
      <span className="alert-text">
        {messageText(alert.code, alert.values, { catalogue: state.catalogue, t })}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('dismiss')}
        onClick={() => kit.closeAlert()}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
