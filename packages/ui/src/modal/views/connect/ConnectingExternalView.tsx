import { useEffect, useState } from 'react'
import { type ConnectStatus, statusOfConnectError } from '../../../kit/connectOutcome.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { getSelectedWallet } from '../../../kit/selectedWallet.js'
import { imageSource } from '../../../kit/walletChoice.js'
import { useShell } from '../../ShellContext.js'
import { WalletImage } from '../../WalletImage.js'

/**
 * ConnectingExternal: asks the picked connector to connect (`kit.connect`) and shows the wait,
 * the visitor's refusal or a failure with "Try again". On success the modal closes.
 */
export function ConnectingExternalView() {
  const kit = useKit()
  const { state, t } = useShell()
  const connectorId = useKitState((kitState) => kitState.modal.data?.connectorId)
  const connector = useKitState((kitState) =>
    kitState.connectors.connectors.find((entry) => entry.id === connectorId),
  )
  const wallet = getSelectedWallet(kit)
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<ConnectStatus>('pending')

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks the wallet again
  useEffect(() => {
    if (!connectorId) return
    let current = true
    setStatus('pending')
    kit.connect({ connectorId, ...(wallet ? { wallet } : {}) }).then(
      () => {
        if (current && kit.getState().modal.view === 'ConnectingExternal') void kit.close()
      },
      (error: unknown) => {
        if (current) setStatus(statusOfConnectError(error))
      },
    )
    return () => {
      current = false
    }
  }, [kit, connectorId, wallet, attempt])

  const name = connector?.name ?? wallet?.name ?? ''
  const image = imageSource(
    { imageUrl: connector?.imageUrl ?? wallet?.image_url, imageId: connector?.imageId ?? wallet?.image_id },
    state.walletImageUrl,
  )
  return (
    <div className="connecting" data-status={status}>
      <WalletImage src={image} alt={name} size={64} />
      <p className="connecting-name">{t('continueInWallet', { name })}</p>
      {status === 'pending' ? (
        <p className="message" role="status">
          {t('acceptInWallet')}
        </p>
      ) : (
        <>
          <p className="status-error" role="alert">
            {t(status === 'rejected' ? 'CONNECTION_REJECTED' : 'FAILED_TO_CONNECT')}
          </p>
          <p className="message">{t(status === 'rejected' ? 'rejectedHint' : 'failedHint')}</p>
          <button type="button" className="button-secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('tryAgain')}
          </button>
        </>
      )}
    </div>
  )
}
