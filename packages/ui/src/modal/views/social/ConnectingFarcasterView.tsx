import { Suspense, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { LazyQrCode } from '../../../qr/LazyQrCode.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { CopyLinkButton, QrPlaceholder } from '../pairingControls.js'
import { farcasterAttempt } from './farcasterAttempt.js'
import { isFarcasterLink } from './farcasterLink.js'
import { socialCss } from './socialCss.js'
import { SocialIcon } from './socialIcons.js'
import { socialProviderNames } from './socialProviderNames.js'
import { startFarcasterLogin } from './startFarcasterLogin.js'

const farcaster = socialProviderNames.farcaster

/**
 * ConnectingFarcaster: the address the Farcaster feature's controller puts in the route's data
 * (`farcasterUrl`) as a QR code for the visitor's phone, a link that opens it on this device, and
 * "Copy link"; a placeholder of the QR code's size while the wallet service opens its channel.
 * A failure is said with Try again. The controller closes the modal once the app has signed in.
 */
export default function ConnectingFarcasterView() {
  const kit = useKit()
  const { state, t, isShown } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, socialCss)
  const store = farcasterAttempt(kit)
  const attempt = useSyncExternalStore(store.subscribe, store.get, store.get)
  const url = useKitState((kitState) => kitState.modal.data?.farcasterUrl)
  const retry = useRef<HTMLButtonElement>(null)
  const failed = attempt?.status === 'failed'
  // The failure takes the place of the controls: if one of them had focus, Try again takes it.
  useLayoutEffect(() => {
    if (failed && isShown && document.activeElement === document.body) retry.current?.focus()
  }, [failed, isShown])

  if (attempt?.status === 'failed')
    return (
      <div ref={ref} className="connecting" data-status="failed">
        <span className="social-logo">
          <SocialIcon provider="farcaster" />
        </span>
        <p className="connecting-name">{t('logInWithProvider', { provider: farcaster })}</p>
        <p className="status-error" role="alert">
          {failureText(attempt.error, { catalogue: state.catalogue, t }, 'FARCASTER_CONNECT_FAILED')}
        </p>
        <button
          ref={retry}
          type="button"
          className="button-secondary"
          onClick={() => void startFarcasterLogin(kit)}
        >
          {t('tryAgain')}
        </button>
      </div>
    )

  const openLabel = t('openWallet', { name: farcaster })
  return (
    <div ref={ref}>
      {url ? (
        <Suspense fallback={<QrPlaceholder />}>
          <LazyQrCode
            uri={url}
            label={t('qrCodeLabel', { name: farcaster })}
            logo={<SocialIcon provider="farcaster" />}
          />
        </Suspense>
      ) : (
        <QrPlaceholder />
      )}
      <p className="message">{t('farcasterScanHint')}</p>
      <div className="actions">
        {url && isFarcasterLink(url) ? (
          <a className="button-primary" href={url} target="_blank" rel="noopener noreferrer">
            {openLabel}
          </a>
        ) : (
          // Holds the link's place while the address is on its way; an address of another
          // scheme is never a link of this page.
          <button type="button" className="button-primary" disabled>
            {openLabel}
          </button>
        )}
        <CopyLinkButton uri={url} />
      </div>
    </div>
  )
}
