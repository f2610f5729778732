import { useRef, useState } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { NetworkBadge } from './NetworkBadge.js'
import { namespaceNameId } from './namespaceName.js'
import { networkCss } from './networkCss.js'
import { switchFailureMessage } from './switchFailureMessage.js'

/**
 * The chosen network belongs to a namespace with no connected address yet: the visitor confirms,
 * the kit makes that namespace active and the Connect view opens for it.
 */
export function SwitchActiveChainView() {
  const kit = useKit()
  const { host, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, networkCss)
  const network = useKitState((state) => state.modal.data?.network)
  const [isBusy, setBusy] = useState(false)
  if (!network) return <div ref={ref} />
  const namespaceName = t(namespaceNameId(network.chainNamespace))

  const confirm = async () => {
    setBusy(true)
    try {
      await kit.switchNetwork(network)
      kit.open({ view: 'Connect', namespace: network.chainNamespace })
    } catch (error) {
      host.showAlert({ kind: 'error', message: switchFailureMessage(error), values: { name: network.name } })
      setBusy(false)
    }
  }

  return (
    <div ref={ref} className="switch">
      <NetworkBadge name={network.name} size="large" />
      <p className="switch-lead">{network.name}</p>
      <p className="switch-text">
        {t('switchNamespaceText', { network: network.name, namespace: namespaceName })}
      </p>
      <button
        type="button"
        className="button-primary"
        aria-busy={isBusy}
        onClick={isBusy ? undefined : confirm}
      >
        {t('connectNamespaceWallet', { namespace: namespaceName })}
      </button>
    </div>
  )
}
