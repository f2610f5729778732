import type { ChainNamespace, ConnectorType } from '@latchkit/core'
import { useKit } from '../kit/KitContext.js'
import { useKitState } from '../kit/useKitState.js'

export type UseLatchKitProviderReturnType<provider> = {
  /** The connected wallet's provider object (an EIP-1193 provider, a wallet-standard wallet, ...). */
  walletProvider: provider | undefined
  /** The type of the connector it came from. */
  walletProviderType: ConnectorType | undefined
}

/**
 * The provider of the wallet connected for `namespace`, to talk to it directly (with the chain
 * library of your choice). `undefined` while that namespace is not connected.
 *
 * @example
 * const { walletProvider } = useLatchKitProvider<Eip1193Provider>('eip155')
 */
export function useLatchKitProvider<provider = unknown>(
  namespace: ChainNamespace,
): UseLatchKitProviderReturnType<provider> {
  const kit = useKit()
  const connectorId = useKitState((state) => state.connection.connections[namespace]?.connectorId)
  const connectorType = useKitState(
    (state) => state.connectors.connectors.find((connector) => connector.id === connectorId)?.type,
  )
  if (!connectorId) return { walletProvider: undefined, walletProviderType: undefined }
  const adapter = kit.getAdapter(namespace)
  return {
    walletProvider: adapter?.getProvider({ connectorId }) as provider | undefined,
    walletProviderType: connectorType,
  }
}
