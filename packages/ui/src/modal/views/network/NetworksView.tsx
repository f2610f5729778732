import { useRef } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { NetworkBadge } from './NetworkBadge.js'
import { namespaceNameId } from './namespaceName.js'
import { networkCss } from './networkCss.js'
import { networkRows } from './networkRows.js'

/**
 * The network list: the current network marked, networks the connected wallet did not approve
 * marked and inert. Choosing one asks the kit, which opens SwitchNetwork or SwitchActiveChain.
 */
export function NetworksView() {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, networkCss)
  const rows = useKitState((state) => networkRows(state.network, state.modal.namespace))
  const showsNamespaces = new Set(rows.map((row) => row.network.chainNamespace)).size > 1
  const hasUnapproved = rows.some((row) => !row.isApproved)

  return (
    <div ref={ref}>
      <ul className="list" aria-label={t('selectNetwork')}>
        {rows.map(({ network, isActive, isApproved }) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-current={isActive ? 'true' : undefined}
              aria-disabled={isApproved ? undefined : 'true'}
              onClick={() => {
                if (isApproved) kit.selectNetwork(network)
              }}
            >
              <NetworkBadge name={network.name} />
              <span className="row-name">{network.name}</span>
              {isActive ? (
                <span className="tag" data-tag="active">
                  {t('activeNetwork')}
                </span>
              ) : !isApproved ? (
                <span className="tag">{t('networkNotApproved')}</span>
              ) : showsNamespaces ? (
                <span className="tag">{t(namespaceNameId(network.chainNamespace))}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {hasUnapproved ? <p className="note">{t('networksWalletNote')}</p> : null}
    </div>
  )
}
