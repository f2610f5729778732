import { Suspense, useEffect, useState } from 'react'
import { type ConnectStatus, statusOfConnectError } from '../../../kit/connectOutcome.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { getSelectedWallet } from '../../../kit/selectedWallet.js'
import { imageSource, walletConnectConnectorId } from '../../../kit/walletChoice.js'
import { isPairingExpired, readPairing } from '../../../kit/walletConnectState.js'
import { walletDeepLink } from '../../../kit/walletDeepLink.js'
import { LazyQrCode } from '../../../qr/LazyQrCode.js'
import { CopyIcon, KitLogo } from '../../icons.js'
import { useShell } from '../../ShellContext.js'
import { WalletImage } from '../../WalletImage.js'

// Its own chunk: only visitors who reach the QR code download the encoder.

/** The id core's WalletConnect connector is known by when no adapter lists one yet. */
const defaultWalletConnectId = 'walletConnect'
/** How long an expired code may stay before the view asks for a new pairing itself. */
const expiredGraceMs = 2000

/** A phone or tablet: the wallet app may be on this very device, so a link beats a QR code. */
const isTouchDevice = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches

function QrPlaceholder() {
  return <div className="qr-tile" data-loading="" />
}

/**
 * ConnectingWalletConnect: starts a WalletConnect pairing (`kit.connect`), shows its URI
 * (`state.walletConnect.uri`) as a QR code with the picked wallet's logo and "Copy link", and
 * asks for a new pairing when the code expires. On success the modal closes.
 */
export function ConnectingWalletConnectView() {
  const kit = useKit()
  const { host, state, t } = useShell()
  const connectorId = useKitState(
    (kitState) => walletConnectConnectorId(kitState.connectors.connectors) ?? defaultWalletConnectId,
  )
  const pairing = useKitState(readPairing)
  const wallet = getSelectedWallet(kit)
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<ConnectStatus>('pending')
  const [now, setNow] = useState(Date.now)
  const expired = isPairingExpired(pairing, now)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks the wallet again
  useEffect(() => {
    let current = true
    setStatus('pending')
    kit.connect({ connectorId, ...(wallet ? { wallet } : {}) }).then(
      () => {
        if (current && kit.getState().modal.view === 'ConnectingWalletConnect') void kit.close()
      },
      (error: unknown) => {
        if (current) setStatus(statusOfConnectError(error))
      },
    )
    return () => {
      current = false
    }
  }, [kit, connectorId, wallet, attempt])

  // Wake up when the code expires, then ask for a fresh one.
  useEffect(() => {
    if (pairing.expiresAt === undefined || expired) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, pairing.expiresAt - Date.now()) + 50)
    return () => clearTimeout(timer)
  }, [pairing.expiresAt, expired])
  // Core replaces an expired pairing itself; if no new one arrives shortly, ask again.
  useEffect(() => {
    if (!expired || status !== 'pending') return
    const timer = setTimeout(() => setAttempt((count) => count + 1), expiredGraceMs)
    return () => clearTimeout(timer)
  }, [expired, status])

  const uri = expired ? undefined : pairing.uri
  const name = wallet?.name ?? 'WalletConnect'
  const deepLink = uri && isTouchDevice() ? walletDeepLink(wallet?.mobile_link, uri) : undefined
  const logo = wallet ? (
    <WalletImage
      src={imageSource({ imageUrl: wallet.image_url, imageId: wallet.image_id }, state.walletImageUrl)}
      alt=""
    />
  ) : (
    <KitLogo />
  )
  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      host.showAlert({ kind: 'success', message: 'linkCopied' })
    } catch {
      host.showAlert({ kind: 'error', message: 'copyFailed' })
    }
  }

  if (status !== 'pending')
    return (
      <div className="connecting" data-status={status}>
        <p className="status-error" role="alert">
          {t(status === 'rejected' ? 'CONNECTION_REJECTED' : 'FAILED_TO_CONNECT')}
        </p>
        <p className="message">{t(status === 'rejected' ? 'rejectedHint' : 'failedHint')}</p>
        <button type="button" className="button-secondary" onClick={() => setAttempt((count) => count + 1)}>
          {t('tryAgain')}
        </button>
      </div>
    )
  return (
    <div>
      {uri ? (
        <Suspense fallback={<QrPlaceholder />}>
          <LazyQrCode uri={uri} label={t('qrCodeLabel', { name })} logo={logo} />
        </Suspense>
      ) : (
        <QrPlaceholder />
      )}
      <p className="message" role={expired ? 'status' : undefined}>
        {expired ? t('qrExpired') : t('scanWithPhone')}
      </p>
      <div className="actions">
        {deepLink ? (
          <a className="button-primary" href={deepLink} rel="noopener noreferrer">
            {t('openWallet', { name })}
          </a>
        ) : null}
        <button type="button" className="button-secondary" disabled={!uri} onClick={copy}>
          <CopyIcon />
          {t('copyLink')}
        </button>
      </div>
    </div>
  )
}
