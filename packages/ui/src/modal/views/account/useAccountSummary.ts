import type { ChainNamespace, KitStateSnapshot } from '@latchkit/core'
import { useKitState } from '../../../kit/KitContext.js'

function connectorType(state: KitStateSnapshot, namespace: ChainNamespace) {
  const connectorId = state.connection.connections[namespace]?.connectorId
  return state.connectors.connectors.find((connector) => connector.id === connectorId)?.type
}

/**
 * The account type the visitor uses on the embedded wallet, when it offers a smart account there:
 * an EVM connection through the embedded wallet (AUTH), on a network of its
 * `smartAccountEnabledNetworks`. `undefined` anywhere else: no switch, no tag.
 */
function embeddedAccountType(state: KitStateSnapshot, namespace: ChainNamespace | undefined) {
  if (namespace !== 'eip155' || connectorType(state, namespace) !== 'AUTH') return undefined
  if (state.network.isUnsupportedChain && state.network.activeNamespace === namespace) return undefined
  const network = state.network.byNamespace[namespace]
  const id = network?.caipNetwork?.caipNetworkId
  if (!id || !network.smartAccountEnabledNetworks.includes(id)) return undefined
  return state.accounts[namespace]?.preferredAccountType ?? 'eoa'
}

/** What the Account view shows, read from the kit: the namespace the modal is for, or the active one. */
export function useAccountSummary() {
  return useKitState((state) => {
    const namespace: ChainNamespace | undefined = state.modal.namespace ?? state.network.activeNamespace
    const account = namespace ? state.accounts[namespace] : undefined
    const network = namespace ? state.network.byNamespace[namespace]?.caipNetwork : undefined
    return {
      namespace,
      address: account?.address,
      allAccounts: account?.allAccounts ?? [],
      profileName: account?.profileName,
      profileImage: account?.profileImage,
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      tokenBalance: account?.tokenBalance ?? [],
      explorerUrl: account?.addressExplorerUrl,
      network,
      isUnsupportedChain: state.network.isUnsupportedChain && namespace === state.network.activeNamespace,
      isMultiWalletOn: state.features.multiWallet,
      /** Whether the namespace is connected through the embedded wallet (email login). */
      isEmbedded: namespace !== undefined && connectorType(state, namespace) === 'AUTH',
      /** The account type in use, where the embedded wallet offers a smart account; else `undefined`. */
      accountType: embeddedAccountType(state, namespace),
    }
  })
}
