import { Suspense, useEffect, useRef, useState } from 'react'
import { type ConnectStatus, statusOfConnectError } from '../../../kit/connectOutcome.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { getSelectedWallet } from '../../../kit/selectedWallet.js'
import { imageSource, walletConnectConnectorId } from '../../../kit/walletChoice.js'
import { isPairingExpired, readPairing } from '../../../kit/walletConnectState.js'
import { openWalletLink, walletDeepLink } from '../../../kit/walletDeepLink.js'
import { LazyQrCode } from '../../../qr/LazyQrCode.js'
import { KitLogo } from '../../icons.js'
import { useShell } from '../../ShellContext.js'
import { WalletImage } from '../../WalletImage.js'
import { CopyLinkButton, QrPlaceholder } from '../pairingControls.js'

// Its own chunk: only visitors who reach the QR code download the encoder.

/** The id core's WalletConnect connector is known by when no adapter lists one yet. */
const defaultWalletConnectId = 'walletConnect'
/** How long an expired code may stay before the view asks for a new pairing itself. */
const expiredGraceMs = 2000

/** A phone or tablet: the wallet app may be on this very device, so a link beats a QR code. */
const isTouchDevice = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches

/**
 * ConnectingWalletConnect: starts a WalletConnect pairing (`kit.connect`), shows its URI
 * (`state.walletConnect.uri`) as a QR code with the picked wallet's logo and "Copy link", and
 * asks for a new pairing when the code expires. On a phone, a wallet with an app link opens at
 * once with the pairing URI (no QR code to scan on the phone itself; "Open" again if the browser
 * held it back), and the kit remembers that wallet for its requests. On a computer, a wallet's
 * desktop app and web app are offered beside the QR code. On success the modal closes.
 */
export function ConnectingWalletConnectView() {
  const kit = useKit()
  const { state, t } = useShell()
  const connectorId = useKitState(
    (kitState) => walletConnectConnectorId(kitState.connectors.connectors) ?? defaultWalletConnectId,
  )
  const pairing = useKitState(readPairing)
  const wallet = getSelectedWallet(kit)
  // On a phone, the wallet's app is on this very device: its link beats a QR code.
  const [onPhone] = useState(
    () => isTouchDevice() && walletDeepLink(wallet?.mobile_link, 'wc:') !== undefined,
  )
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<ConnectStatus>('pending')
  const [now, setNow] = useState(Date.now)
  const expired = isPairingExpired(pairing, now)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks the wallet again
  useEffect(() => {
    let current = true
    setStatus('pending')
    kit.connect({ connectorId, ...(wallet ? { wallet } : {}), ...(onPhone ? { deepLink: true } : {}) }).then(
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
  }, [kit, connectorId, wallet, attempt, onPhone])

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
  const deepLink = uri && onPhone ? walletDeepLink(wallet?.mobile_link, uri) : undefined
  const desktopLink = uri && !onPhone ? walletDeepLink(wallet?.desktop_link, uri) : undefined
  const webLink = uri && !onPhone ? walletDeepLink(wallet?.webapp_link, uri) : undefined
  // Each pairing's link opens once by itself; the button opens it again.
  const opened = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!deepLink || opened.current === deepLink) return
    opened.current = deepLink
    openWalletLink(deepLink)
  }, [deepLink])
  const logo = wallet ? (
    <WalletImage
      src={imageSource({ imageUrl: wallet.image_url, imageId: wallet.image_id }, state.walletImageUrl)}
      alt=""
    />
  ) : (
    <KitLogo />
  )

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
  if (onPhone)
    return (
      <div className="connecting" data-status="pending">
        <WalletImage
          src={imageSource({ imageUrl: wallet?.image_url, imageId: wallet?.image_id }, state.walletImageUrl)}
          alt={name}
          size={64}
        />
        <p className="connecting-name">{t('continueInWallet', { name })}</p>
        <p className="message" role="status">
          {expired ? t('qrExpired') : t('continueInWalletHint', { name })}
        </p>
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            disabled={!deepLink}
            onClick={() => deepLink && openWalletLink(deepLink)}
          >
            {t('openWallet', { name })}
          </button>
          <CopyLinkButton uri={uri} />
        </div>
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
        {desktopLink ? (
          <a className="button-primary" href={desktopLink} rel="noopener noreferrer">
            {t('openDesktopApp', { name })}
          </a>
        ) : null}
        {webLink ? (
          <a className="button-secondary" href={webLink} target="_blank" rel="noopener noreferrer">
            {t('openWebApp', { name })}
          </a>
        ) : null}
        <CopyLinkButton uri={uri} />
      </div>
    </div>
  )
}
