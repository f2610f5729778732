import { useRef, useState } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { accountCss } from '../account/accountCss.js'
import { DisconnectIcon } from '../account/accountIcons.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { NetworkBadge } from './NetworkBadge.js'
import { networkCss } from './networkCss.js'
import { networkRows } from './networkRows.js'
import { switchFailureMessage } from './switchFailureMessage.js'

/**
 * The wallet is on a network the site did not configure: the spec's text, the namespace's networks
 * the wallet can switch to, and Disconnect. A successful switch leaves the view.
 */
export function UnsupportedChainView() {
  const kit = useKit()
  const { host, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, networkCss)
  // Its Disconnect row looks like the Account view's.
  useViewSheet(ref, accountCss)
  const namespace = useKitState((state) => state.network.activeNamespace)
  const rows = useKitState((state) =>
    networkRows(state.network, state.network.activeNamespace).filter((row) => row.isApproved),
  )
  const [pendingId, setPendingId] = useState<string>()

  const switchTo = async (network: (typeof rows)[number]['network']) => {
    setPendingId(network.caipNetworkId)
    try {
      await kit.switchNetwork(network)
      kit.goBack()
    } catch (error) {
      host.showAlert({ kind: 'error', message: switchFailureMessage(error), values: { name: network.name } })
    } finally {
      setPendingId(undefined)
    }
  }

  return (
    <div ref={ref}>
      <div className="switch">
        <p className="switch-lead">{t('CHAIN_NOT_SUPPORTED')}</p>
        <p className="switch-text">{t('unsupportedChainText')}</p>
      </div>
      <ul className="list" aria-label={t('selectNetwork')}>
        {rows.map(({ network }) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-busy={pendingId === network.caipNetworkId}
              onClick={pendingId ? undefined : () => switchTo(network)}
            >
              <NetworkBadge name={network.name} />
              <span className="row-name">{network.name}</span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="row"
            data-tone="danger"
            onClick={() => kit.disconnect({ namespace }).catch(() => {})}
          >
            <span className="row-icon">
              <DisconnectIcon />
            </span>
            <span className="row-name">{t('disconnect')}</span>
          </button>
        </li>
      </ul>
    </div>
  )
}
