import { useRef, useState } from 'react'
import { truncateAddress } from '../../../elements/buttons/buttonState.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { WalletImage } from '../../WalletImage.js'
import { accountCss } from './accountCss.js'
import { RemoveIcon } from './accountIcons.js'
import { useViewSheet } from './useViewSheet.js'

/**
 * Multi-wallet: the wallets connected to this namespace before, newest first. The one in use is
 * marked; another can be used again (the kit restores it without a prompt when it can) or removed.
 */
export function ProfileWalletsView() {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, accountCss)
  const { namespace, saved, activeId, connectors } = useKitState((state) => {
    const namespace = state.modal.namespace ?? state.network.activeNamespace
    return {
      namespace,
      saved: namespace ? (state.connection.savedConnections[namespace] ?? []) : [],
      activeId: namespace ? state.connection.connections[namespace]?.connectorId : undefined,
      connectors: state.connectors.connectors,
    }
  })
  const [pendingId, setPendingId] = useState<string>()
  if (!namespace) return <div ref={ref} />
  if (saved.length === 0)
    return (
      <div ref={ref}>
        <p className="message">{t('noSavedConnections')}</p>
      </div>
    )

  const use = async (connectorId: string) => {
    setPendingId(connectorId)
    // Failures reach the visitor as the kit's notices.
    await kit.switchConnection({ namespace, connectorId }).catch(() => {})
    setPendingId(undefined)
  }

  return (
    <div ref={ref}>
      <ul className="list" aria-label={t('connectedWallets')}>
        {saved.map((connection) => {
          const connector = connectors.find((entry) => entry.id === connection.connectorId)
          const name = connection.name ?? connector?.name ?? connection.connectorId
          // The account the visitor made active in it, else the wallet's own first.
          const address = connection.activeAddress ?? connection.accounts[0]?.address
          const isActive = connection.connectorId === activeId
          return (
            <li key={connection.connectorId} className="wallet-row">
              <button
                type="button"
                className="row"
                aria-current={isActive ? 'true' : undefined}
                aria-busy={pendingId === connection.connectorId}
                aria-label={isActive ? undefined : t('useWallet', { name })}
                onClick={isActive || pendingId ? undefined : () => use(connection.connectorId)}
              >
                <WalletImage src={connector?.imageUrl} alt="" />
                <span className="row-name">
                  {name}
                  {address ? <span className="row-detail">{truncateAddress(address)}</span> : null}
                </span>
                {isActive ? (
                  <span className="tag" data-tag="installed">
                    {t('activeWallet')}
                  </span>
                ) : null}
              </button>
              {isActive ? null : (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('removeWallet', { name })}
                  onClick={() => kit.deleteConnection({ namespace, connectorId: connection.connectorId })}
                >
                  <RemoveIcon />
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
