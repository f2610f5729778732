import type { ChainNamespace, ConnectedWalletInfo } from '@latchkit/core'
import { useKitState } from '../kit/useKitState.js'

export type UseWalletInfoReturnType = {
  /** The wallet the visitor connected with (name, icon, identifier, social provider). */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The connected wallet of the active chain namespace, or of `namespace`.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * return walletInfo ? <img src={walletInfo.icon} alt={walletInfo.name} /> : null
 */
export function useWalletInfo(
  parameters: { namespace?: ChainNamespace | undefined } = {},
): UseWalletInfoReturnType {
  const walletInfo = useKitState((state) => {
    const namespace = parameters.namespace ?? state.network.activeNamespace
    return namespace ? state.accounts[namespace]?.connectedWalletInfo : undefined
  })
  return { walletInfo }
}
