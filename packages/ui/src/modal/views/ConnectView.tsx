import { ListRow } from '../ListRow.js'
import { useShell } from '../ShellContext.js'

const skeletonRows = ['a', 'b', 'c', 'd']

/** The wallet list: skeleton rows while loading, a message when empty, otherwise one row each. */
export function ConnectView() {
  const { host, state, t } = useShell()
  const { connectors } = state
  if (!connectors)
    return (
      <ul className="list" aria-busy="true" aria-label={t('loadingWallets')}>
        {skeletonRows.map((key) => (
          <li key={key} className="skeleton" />
        ))}
      </ul>
    )
  if (connectors.length === 0) return <p className="message">{t('noWallets')}</p>
  return (
    <ul className="list">
      {connectors.map((connector) => (
        <ListRow
          key={connector.id}
          name={connector.name}
          imageUrl={connector.imageUrl}
          tag={connector.tag}
          onSelect={() =>
            host.dispatchEvent(
              new CustomEvent('latch-select', {
                detail: { connectorId: connector.id },
                bubbles: true,
                composed: true,
              }),
            )
          }
        />
      ))}
    </ul>
  )
}
