import { useEffect, useRef, useState } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { NetworkBadge } from './NetworkBadge.js'
import { networkCss } from './networkCss.js'
import { switchFailureMessage } from './switchFailureMessage.js'

/**
 * Asks the wallet to switch to the chosen network and waits, with "Try again" for a wallet that
 * lost the request. On success it leaves the list too (back to Account, or closed when the list
 * was the first view). On failure the kit goes back one view and a snackbar says why.
 */
export function SwitchNetworkView() {
  const kit = useKit()
  const { host, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, networkCss)
  const network = useKitState((state) => state.modal.data?.network)
  const [attempt, setAttempt] = useState(0)

  // `attempt` is not read inside: bumping it (Try again) is what sends the request again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!network) return
    let isShown = true
    kit.switchNetwork(network).then(
      () => {
        if (!isShown) return
        kit.goBack()
        if (kit.getState().modal.view === 'Networks') kit.goBack()
      },
      (error: unknown) => {
        host.showAlert({
          kind: 'error',
          message: switchFailureMessage(error),
          values: { name: network.name },
        })
      },
    )
    return () => {
      isShown = false
    }
  }, [kit, host, network, attempt])

  if (!network) return <div ref={ref} />
  return (
    <div ref={ref} className="switch" aria-busy="true">
      <NetworkBadge name={network.name} size="large" />
      <p className="switch-lead">{t('approveSwitch', { name: network.name })}</p>
      <p className="switch-text">{t('switchPending')}</p>
      <button type="button" className="button-secondary" onClick={() => setAttempt((count) => count + 1)}>
        {t('tryAgain')}
      </button>
    </div>
  )
}
