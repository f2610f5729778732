import type { CaipNetworkId, ChainNamespace } from '@latchkit/core'
import { useKitState } from '../kit/useKitState.js'

export type UseLatchKitStateReturnType = {
  /** Whether the modal is open. */
  open: boolean
  /** The active network's CAIP-2 id. */
  selectedNetworkId: CaipNetworkId | undefined
  /** The active chain namespace. */
  activeChain: ChainNamespace | undefined
  /** Whether a chain namespace is connecting or restoring its connection. */
  loading: boolean
}

/**
 * The modal's public state.
 *
 * @example
 * const { open, selectedNetworkId } = useLatchKitState()
 */
export function useLatchKitState(): UseLatchKitStateReturnType {
  return useKitState((state) => ({
    open: state.modal.isOpen,
    selectedNetworkId: state.network.activeCaipNetwork?.caipNetworkId,
    activeChain: state.network.activeNamespace,
    loading: Object.values(state.accounts).some(
      (account) => account?.status === 'connecting' || account?.status === 'reconnecting',
    ),
  }))
}
