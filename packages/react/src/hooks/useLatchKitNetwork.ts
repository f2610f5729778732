import type { CaipNetworkId, ChainNamespace, Network } from '@latchkit/core'
import { useKit } from '../kit/KitContext.js'
import { useKitState } from '../kit/useKitState.js'

export type UseLatchKitNetworkParameters = {
  /** The chain namespace to read. @default the active namespace */
  namespace?: ChainNamespace | undefined
}

export type UseLatchKitNetworkReturnType = {
  /** The namespace's current network. */
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** The network's chain reference (`1` for Ethereum, a genesis hash prefix on Solana). */
  chainId: number | string | undefined
  /** Switches the active network; a connected wallet is asked first. */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
}

/**
 * The current network of the active chain namespace (or of `namespace`), and switching.
 *
 * @example
 * const { caipNetwork, switchNetwork } = useLatchKitNetwork()
 * return <button onClick={() => switchNetwork(arbitrum)}>{caipNetwork?.name}</button>
 */
export function useLatchKitNetwork(
  parameters: UseLatchKitNetworkParameters = {},
): UseLatchKitNetworkReturnType {
  const kit = useKit()
  const caipNetwork = useKitState((state) => {
    const namespace = parameters.namespace ?? state.network.activeNamespace
    const network =
      namespace === state.network.activeNamespace
        ? state.network.activeCaipNetwork
        : namespace && state.network.byNamespace[namespace]?.caipNetwork
    // Snapshots are frozen: the network is read-only although typed as the plain Network.
    return (network || undefined) as Network | undefined
  })
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    switchNetwork: kit.switchNetwork,
  }
}
