import type { CaipAddress, ChainNamespace, ConnectedAccount, ConnectionStatus } from '@latchkit/core'
import { useKitState } from '../kit/useKitState.js'

export type UseLatchKitAccountParameters = {
  /** The chain namespace to read. @default the active namespace */
  namespace?: ChainNamespace | undefined
}

/** The account of a chain namespace, as spec section 3 exposes it. */
export type UseLatchKitAccountReturnType = {
  /** Every account the wallet connected for the namespace. */
  allAccounts: readonly ConnectedAccount[]
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  status: ConnectionStatus
}

/**
 * The connected account of the active chain namespace, or of `namespace`.
 *
 * @example
 * const { address, isConnected } = useLatchKitAccount({ namespace: 'eip155' })
 */
export function useLatchKitAccount(
  parameters: UseLatchKitAccountParameters = {},
): UseLatchKitAccountReturnType {
  return useKitState((state) => {
    const namespace = parameters.namespace ?? state.network.activeNamespace
    const account = namespace ? state.accounts[namespace] : undefined
    const status = account?.status ?? 'disconnected'
    return {
      allAccounts: (namespace && state.connection.connections[namespace]?.accounts) || [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: status === 'connected' && account?.address !== undefined,
      status,
    }
  })
}
