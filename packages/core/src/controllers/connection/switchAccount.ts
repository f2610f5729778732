import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { KitStorage } from '../../contracts/storage.js'
import { AccountNotInConnectionError } from '../../errors/account.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import { sameAddress } from '../../utils/sameAddress.js'
import type { AccountController } from '../account/accountController.js'
import type { NetworkState } from '../network/networkState.js'
import type { ConnectionState } from './connectionState.js'
import { recordConnection } from './recordConnection.js'

export type SwitchAccountParameters = {
  /** The namespace whose active account changes. @default the active namespace */
  namespace?: ChainNamespace | undefined
  /** One of the connection's accounts (`getState().accounts[namespace].allAccounts`). */
  address: string
}

/** What {@link switchAccount} reads and acts through. */
export type SwitchAccountContext = {
  state: { connection: ConnectionState; network: NetworkState }
  storage: KitStorage
  accounts: Pick<AccountController, 'setConnectedAccount' | 'fetchBalance' | 'fetchIdentity'>
  /** The namespace's adapter is told, so its actions (sending) act for the new account. */
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
}

/**
 * Makes another account of a namespace's connection its active one (a Bitcoin wallet's ordinal
 * account instead of its payment account, say), without asking the wallet: the address, CAIP
 * address and explorer link follow, the adapter acts for it from then on (`setActiveAccount`), the
 * saved connection remembers it for the next visit, and the balance and profile of the new account
 * are read (resolves once both reads settled; a failed read leaves them unknown). Whatever follows the active address (sign-in) reacts as it does when
 * the wallet changes account. The already active address changes nothing.
 *
 * @throws {AccountNotInConnectionError} when `address` is not one of the connection's accounts,
 *   or the namespace has no connection.
 */
export async function switchAccount(
  context: SwitchAccountContext,
  parameters: SwitchAccountParameters,
): Promise<void> {
  const { state, storage, accounts, adapters } = context
  const namespace = parameters.namespace ?? state.network.activeNamespace
  const connection = namespace ? state.connection.connections[namespace] : undefined
  const account = connection?.accounts.find((entry) => sameAddress(entry.address, parameters.address))
  if (!namespace || !connection || !account)
    throw new AccountNotInConnectionError({
      address: parameters.address,
      namespace,
      accounts: connection?.accounts.map((entry) => entry.address) ?? [],
    })
  if (sameAddress(connection.activeAddress, account.address)) return
  recordConnection({ state: state.connection, storage }, namespace, connection, account.address)
  adapters
    .get(namespace)
    ?.setActiveAccount?.({ connectorId: connection.connectorId, address: account.address })
  accounts.setConnectedAccount(namespace, {
    address: account.address,
    allAccounts: connection.accounts,
    caipNetworkId: connection.caipNetworkId,
    network: state.network.byNamespace[namespace]?.caipNetwork,
  })
  await Promise.allSettled([accounts.fetchBalance(namespace), accounts.fetchIdentity(namespace)])
}
