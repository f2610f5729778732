import { CopyIcon } from '../icons.js'
import { useShell } from '../ShellContext.js'

/** The QR code's white tile, pulsing while the pairing URI or the encoder is on its way. */
export function QrPlaceholder() {
  return <div className="qr-tile" data-loading="" />
}

/** Copies the pairing URI, for a wallet on another device or one the visitor opens by hand. */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const { host, t } = useShell()
  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      host.showAlert({ kind: 'success', message: 'linkCopied' })
    } catch {
      host.showAlert({ kind: 'error', message: 'copyFailed' })
    }
  }
  return (
    <button type="button" className="button-secondary" disabled={!uri} onClick={copy}>
      <CopyIcon />
      {t('copyLink')}
    </button>
  )
}
