import type {
  AccountType,
  CaipAddress,
  ChainNamespace,
  ConnectedAccount,
  ConnectionStatus,
  KitStateSnapshot,
  LatchKit,
  LoginProvider,
  SwitchAccountParameters,
} from '@latchkit/core'
import { useCallback } from 'react'
import { useKit } from '../kit/KitContext.js'
import { useKitState } from '../kit/useKitState.js'

export type UseLatchKitAccountParameters = {
  /** The chain namespace to read. @default the active namespace */
  namespace?: ChainNamespace | undefined
}

/** The embedded wallet's side of an account it connected (spec section 3's `embeddedWalletInfo`). */
export type EmbeddedWalletInfo = {
  /** The visitor's username at their social or Farcaster provider, and their email when known. */
  user: { username: string | undefined; email: string | undefined }
  /** How the visitor signed in: `'email'`, or the social or Farcaster provider. */
  authProvider: LoginProvider | 'email'
  /** The account in use on the namespace's network: the smart account where it is offered and chosen. */
  accountType: AccountType
  /** Whether that smart account's contract is on chain yet (false for an EOA). */
  isSmartAccountDeployed: boolean
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
  /** Set while the namespace's account is the embedded wallet's (email, social or Farcaster login). */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
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
    const isConnected = status === 'connected' && account?.address !== undefined
    return {
      allAccounts: account?.allAccounts ?? [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected,
      status,
      embeddedWalletInfo: isConnected && namespace ? embeddedWalletInfoOf(kit, state, namespace) : undefined,
    }
  })
  return { ...account, switchAccount }
}

/** The embedded wallet's info when it connected `namespace` (its connector is the AUTH one). */
function embeddedWalletInfoOf(
  kit: LatchKit,
  state: KitStateSnapshot,
  namespace: ChainNamespace,
): EmbeddedWalletInfo | undefined {
  const connectorId = state.connection.connections[namespace]?.connectorId
  const connector = state.connectors.connectors.find((candidate) => candidate.id === connectorId)
  if (connector?.type !== 'AUTH') return undefined
  const login = kit.embeddedSession.get()
  const network = state.network.byNamespace[namespace]
  const networkId = network?.caipNetwork?.caipNetworkId
  const account = state.accounts[namespace]
  const smart =
    account?.preferredAccountType === 'smartAccount' &&
    networkId !== undefined &&
    network?.smartAccountEnabledNetworks.includes(networkId) === true
  return {
    user: { username: login.socialUsername, email: login.email },
    authProvider: login.socialProvider ?? 'email',
    accountType: smart ? 'smartAccount' : 'eoa',
    isSmartAccountDeployed: smart && account?.smartAccountDeployed === true,
  }
}
