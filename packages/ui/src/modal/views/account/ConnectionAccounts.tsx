import type { ChainNamespace, ConnectedAccount } from '@latchkit/core'
import { useState } from 'react'
import { truncateAddress } from '../../../elements/buttons/buttonState.js'
import { useKit } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { accountLabel } from './accountLabel.js'

/**
 * The accounts the connected wallet shares, when it shares two or more (a Bitcoin wallet's
 * payment and ordinal accounts): each named by its role, the active one marked; choosing another
 * makes it the active account. Every row stays a button, so focus stays on the row just chosen.
 */
export function ConnectionAccounts(props: {
  namespace: ChainNamespace
  accounts: readonly ConnectedAccount[]
  activeAddress: string
}) {
  const kit = useKit()
  const { t } = useShell()
  const [pendingAddress, setPendingAddress] = useState<string>()
  if (props.accounts.length < 2) return null

  const use = async (address: string) => {
    setPendingAddress(address)
    // The list is the kit's own: an address it refuses is gone from it by the next render.
    await kit.switchAccount({ namespace: props.namespace, address }).catch(() => {})
    setPendingAddress(undefined)
  }

  return (
    <ul className="account-actions" aria-label={t('walletAccounts')}>
      {props.accounts.map((account, index) => {
        const name = accountLabel(account, index, t)
        const shortAddress = truncateAddress(account.address)
        const isActive = account.address === props.activeAddress
        return (
          <li key={account.address}>
            <button
              type="button"
              className="row"
              aria-current={isActive ? 'true' : undefined}
              aria-busy={pendingAddress === account.address}
              aria-label={isActive ? undefined : t('useAccount', { name, address: shortAddress })}
              title={account.address}
              onClick={isActive || pendingAddress ? undefined : () => use(account.address)}
            >
              <span className="row-name">
                {name}
                <span className="row-detail">{shortAddress}</span>
              </span>
              {isActive ? (
                <span className="tag" data-tag="active">
                  {t('activeAccount')}
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
