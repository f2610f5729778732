import type {
  CaipAddress,
  ChainNamespace,
  ConnectedAccount,
  ConnectionStatus,
  SwitchAccountParameters,
} from '@latchkit/core'
import { useCallback } from 'react'
import { useKit } from '../kit/KitContext.js'
import { useKitState } from '../kit/useKitState.js'

export type UseLatchKitAccountParameters = {
  /** The chain namespace to read. @default the active namespace */
  namespace?: ChainNamespace | undefined
}

/** The account of a chain namespace, as spec section 3 exposes it. */
export type UseLatchKitAccountReturnType = {
  /**
   * Every account the wallet connected for the namespace, in the wallet's order (a Bitcoin
   * wallet's `payment` and `ordinal` accounts, say); `address` is the active one.
   */
  allAccounts: readonly ConnectedAccount[]
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  status: ConnectionStatus
  /**
   * Makes another of `allAccounts` the active account, on the hook's namespace unless `namespace`
   * names another (see `kit.switchAccount`).
   * @throws {AccountNotInConnectionError} for an address the connection does not share.
   */
  switchAccount(parameters: SwitchAccountParameters): Promise<void>
}

/**
 * The connected account of the active chain namespace, or of `namespace`, and switching between
 * the accounts of its connection.
 *
 * @example
 * const { address, allAccounts, switchAccount } = useLatchKitAccount({ namespace: 'bip122' })
 * const ordinal = allAccounts.find((account) => account.type === 'ordinal')
 * return ordinal ? <button onClick={() => switchAccount({ address: ordinal.address })}>Ordinals</button> : null
 */
export function useLatchKitAccount(
  parameters: UseLatchKitAccountParameters = {},
): UseLatchKitAccountReturnType {
  const kit = useKit()
  const hookNamespace = parameters.namespace
  const switchAccount = useCallback(
    (target: SwitchAccountParameters) =>
      kit.switchAccount({ ...target, namespace: target.namespace ?? hookNamespace }),
    [kit, hookNamespace],
  )
  const account = useKitState((state) => {
    const namespace = hookNamespace ?? state.network.activeNamespace
    const account = namespace ? state.accounts[namespace] : undefined
    const status = account?.status ?? 'disconnected'
    return {
      allAccounts: account?.allAccounts ?? [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: status === 'connected' && account?.address !== undefined,
      status,
    }
  })
  return { ...account, switchAccount }
}
