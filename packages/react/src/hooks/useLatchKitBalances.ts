import type { ChainNamespace, TokenBalance } from '@latchkit/core'
import { useCallback, useEffect, useState } from 'react'
import { useKit } from '../kit/KitContext.js'
import { useKitState } from '../kit/useKitState.js'

export type UseLatchKitBalancesParameters = {
  /** The chain namespace to read. @default the active namespace */
  namespace?: ChainNamespace | undefined
}

export type UseLatchKitBalancesReturnType = {
  /**
   * The connected account's balances on its network: the native currency first, then tokens, each
   * with symbol, quantity and (where a price is known) value. Empty while disconnected.
   */
  balances: readonly TokenBalance[]
  /** A read is under way. */
  isLoading: boolean
  /**
   * Reads them again (cached 30 s; 30 s after a failure it is refused, as the modal's
   * 'Token Balance Unavailable' says).
   */
  refetch(): Promise<void>
}

/**
 * The token balances the modal's Tokens tab shows, read when the account connects or changes
 * network: from the provider API with a project id, else from the chain (the adapters' token lists).
 *
 * @example
 * const { balances } = useLatchKitBalances()
 * return <ul>{balances.map((token) => <li key={token.symbol}>{token.quantity.numeric} {token.symbol}</li>)}</ul>
 */
export function useLatchKitBalances(
  parameters: UseLatchKitBalancesParameters = {},
): UseLatchKitBalancesReturnType {
  const kit = useKit()
  const { namespace, key, balances } = useKitState((state) => {
    const namespace = parameters.namespace ?? state.network.activeNamespace
    const account = namespace ? state.accounts[namespace] : undefined
    const connected = account?.status === 'connected' && account.caipAddress !== undefined
    return {
      namespace,
      // Changes with the account and its network: the balances are read again then.
      key: connected ? account.caipAddress : undefined,
      balances: connected ? account.tokenBalance : [],
    }
  })
  const [isLoading, setLoading] = useState(false)
  const refetch = useCallback(async () => {
    if (!namespace) return
    setLoading(true)
    try {
      await kit.fetchTokenBalance(namespace)
    } finally {
      setLoading(false)
    }
  }, [kit, namespace])
  useEffect(() => {
    if (key) void refetch()
  }, [key, refetch])
  return { balances, isLoading, refetch }
}
