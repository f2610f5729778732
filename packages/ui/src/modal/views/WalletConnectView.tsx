import { Suspense } from 'react'
import { LazyQrCode } from '../../qr/LazyQrCode.js'
import { CopyIcon, KitLogo } from '../icons.js'
import { useShell } from '../ShellContext.js'

// Its own chunk: only sites whose visitors reach the QR code download the encoder.

function QrPlaceholder() {
  return <div className="qr-tile" data-loading="" />
}

/** The pairing QR code on its white tile, the kit's logo in the centre, and "Copy link". */
export function WalletConnectView() {
  const { host, state, t } = useShell()
  const uri = state.walletConnectUri
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
    <div>
      {uri ? (
        <Suspense fallback={<QrPlaceholder />}>
          <LazyQrCode uri={uri} label={t('qrCodeLabel', { name: 'WalletConnect' })} logo={<KitLogo />} />
        </Suspense>
      ) : (
        <QrPlaceholder />
      )}
      <p className="message">{t('scanWithPhone')}</p>
      <div className="actions">
        <button type="button" className="button-secondary" disabled={!uri} onClick={copy}>
          <CopyIcon />
          {t('copyLink')}
        </button>
      </div>
    </div>
  )
}
