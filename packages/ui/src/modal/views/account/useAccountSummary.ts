import type { ChainNamespace } from '@latchkit/core'
import { useKitState } from '../../../kit/KitContext.js'

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
    }
  })
}
