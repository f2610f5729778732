import { useShell } from '../ShellContext.js'

/** Shown for a view this build does not render yet, instead of an empty card. */
export function UnavailableView() {
  const { t } = useShell()
  return <p className="message">{t('comingSoon')}</p>
}
