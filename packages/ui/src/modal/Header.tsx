import { BackIcon, CloseIcon } from './icons.js'
import { useShell } from './ShellContext.js'

/** Back (when there is history), the centred title, and close (unless closing is blocked). */
export function Header({
  titleId,
  title,
  onBack,
  onClose,
}: {
  titleId: string
  title: string
  onBack: (() => void) | undefined
  onClose: (() => void) | undefined
}) {
  const { t } = useShell()
  return (
    <div className="header">
      {onBack ? (
        <button type="button" className="icon-button" aria-label={t('back')} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} className="title">
        {title}
      </h2>
      {onClose ? (
        <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      ) : (
        <span />
      )}
    </div>
  )
}
