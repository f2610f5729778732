import { useEffect, useMemo } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { openTarget, pushView } from '../../../kit/openTarget.js'
import { imageSource, toConnectRows } from '../../../kit/walletChoice.js'
import { afterNextPaint } from '../../afterNextPaint.js'
import { GridIcon } from '../../icons.js'
import { ListRow } from '../../ListRow.js'
import { useShell } from '../../ShellContext.js'

const loadedKits = new WeakSet<object>()

/**
 * The Connect view: the connect methods in the core's order (spec section 2); the wallet method
 * lists the core's grouped and ordered connectors (recent wallets tagged) and an "All wallets"
 * entry when a registry lists wallets.
 */
export function ConnectView() {
  const kit = useKit()
  const { state, t } = useShell()
  const list = useKitState((kitState) => kitState.connectors.list)
  const connectors = useKitState((kitState) => kitState.connectors.connectors)
  const methods = useKitState((kitState) => kitState.connectors.connectMethodsOrder)
  const walletCount = useKitState((kitState) => kitState.walletList.count)
  const hasRegistry = kit._internal.walletList !== undefined
  const rows = useMemo(() => toConnectRows(list, connectors), [list, connectors])

  // Opening the modal is the visitor's act: only now does the registry hear from us, once the
  // list the kit already knows (installed wallets) is painted.
  useEffect(() => {
    if (!hasRegistry || loadedKits.has(kit)) return
    return afterNextPaint(() => {
      if (loadedKits.has(kit)) return
      loadedKits.add(kit)
      kit.loadWallets().catch(() => loadedKits.delete(kit))
    })
  }, [kit, hasRegistry])

  const walletSection =
    rows.length === 0 && !hasRegistry ? (
      <p key="wallet" className="message">
        {t('noWallets')}
      </p>
    ) : (
      <ul key="wallet" className="list">
        {rows.map((row) => (
          <ListRow
            key={row.key}
            name={row.name}
            imageUrl={imageSource(row, state.walletImageUrl)}
            tag={row.tag}
            onSelect={() => openTarget(kit, row.target)}
          />
        ))}
        {hasRegistry ? (
          <ListRow
            name={t('allWallets')}
            icon={<GridIcon />}
            imageUrl={undefined}
            tag={undefined}
            badge={
              walletCount > 0 ? t('walletCount', { count: Math.floor(walletCount / 10) * 10 }) : undefined
            }
            onSelect={() => pushView(kit, 'AllWallets')}
          />
        ) : null}
      </ul>
    )

  // Email and social sections join here, in this order, when their features land.
  return (
    <div className="methods">{methods.map((method) => (method === 'wallet' ? walletSection : null))}</div>
  )
}
