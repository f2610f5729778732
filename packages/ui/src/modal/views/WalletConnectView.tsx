import { Suspense } from 'react'
import { LazyQrCode } from '../../qr/LazyQrCode.js'
import { KitLogo } from '../icons.js'
import { useShell } from '../ShellContext.js'
import { CopyLinkButton, QrPlaceholder } from './pairingControls.js'

// Its own chunk: only sites whose visitors reach the QR code download the encoder.

/** The pairing QR code on its white tile, the kit's logo in the centre, and "Copy link". */
export function WalletConnectView() {
  const { state, t } = useShell()
  const uri = state.walletConnectUri
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
        <CopyLinkButton uri={uri} />
      </div>
    </div>
  )
}
