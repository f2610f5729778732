import type { AccountType } from '@latchkit/core'
import { useSyncExternalStore } from 'react'
import { useKit } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { SwitchAccountIcon } from './accountIcons.js'
import { accountTypeSwitching, switchAccountType } from './switchAccountType.js'

/** The account type being switched to, or `undefined`; re-renders when a switch starts or ends. */
function useSwitchingTo(): AccountType | undefined {
  const store = accountTypeSwitching(useKit())
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

/**
 * The Account view's row that switches the embedded wallet's EVM account between the visitor's
 * standard account (EOA) and their smart account. Busy while the wallet switches, it keeps saying
 * what it was asked for (the preference changes as the switch starts); a failure is a snackbar and
 * the row is ready to try again.
 */
export function AccountTypeSwitch(props: { current: AccountType }) {
  const kit = useKit()
  const { host, t } = useShell()
  const switchingTo = useSwitchingTo()
  const next = switchingTo ?? (props.current === 'smartAccount' ? 'eoa' : 'smartAccount')
  return (
    <li>
      <button
        type="button"
        className="row"
        aria-busy={switchingTo !== undefined}
        onClick={switchingTo ? undefined : () => void switchAccountType(kit, host, next)}
      >
        <span className="row-icon">
          <SwitchAccountIcon />
        </span>
        <span className="row-name">
          {t(next === 'smartAccount' ? 'switchToSmartAccount' : 'switchToEoa')}
        </span>
      </button>
    </li>
  )
}

/** "Smart account" under the name while the active account is the smart account (not while switching). */
export function SmartAccountTag(props: { current: AccountType | undefined }) {
  const { t } = useShell()
  const switchingTo = useSwitchingTo()
  if (props.current !== 'smartAccount' || switchingTo) return null
  return (
    <p className="account-type">
      <span className="tag" data-tag="smartAccount">
        {t('smartAccount')}
      </span>
    </p>
  )
}
