import {
  type PolkadotAdapterContext,
  requireConnection,
  resolveNetwork,
} from '../adapter/polkadotAdapterContext.js'
import { PolkadotNetworkUnsupportedError } from '../errors/walletErrors.js'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import { addressOn, toConnectedAccounts } from './connectedAccounts.js'

/**
 * Moves a connection to `network`: nothing to ask an extension (its accounts serve every
 * network), the accounts written again with the network's SS58 prefix. Emits `chainChanged`, then
 * `accountsChanged` with the addresses in the new format and the visitor's chosen account among
 * them (`activeAddress`), so the kit keeps it active.
 *
 * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
 * @throws {PolkadotNetworkUnsupportedError} when every account the wallet shares is pinned to
 * another chain, or (WalletConnect) the session did not approve the network.
 */
export function switchWalletNetwork(
  context: PolkadotAdapterContext,
  parameters: { connectorId: string; network: PolkadotNetwork },
): void {
  const network = resolveNetwork(context, parameters.network)
  const connection = requireConnection(context, parameters.connectorId)
  if (connection.network === network) return
  const walletAccounts = connection.wallet.accountsOn?.(network) ?? connection.walletAccounts
  const accounts = toConnectedAccounts(walletAccounts, network)
  if (accounts.length === 0)
    throw new PolkadotNetworkUnsupportedError({
      wallet: connection.wallet.name,
      network: network.name,
      reason: 'Every account the wallet shares is pinned to another chain.',
    })
  // The visitor's chosen account (the kit's `setActiveAccount`), written for the new network: the
  // kit keeps it active instead of falling back to the wallet's first.
  const previous = connection.network
  const chosen = walletAccounts.find((account) => addressOn(account, previous) === connection.activeAddress)
  const activeAddress =
    chosen && accounts.some((account) => account.address === addressOn(chosen, network))
      ? addressOn(chosen, network)
      : undefined
  connection.network = network
  connection.walletAccounts = walletAccounts
  connection.accounts = accounts
  connection.activeAddress = activeAddress
  const { connectorId } = parameters
  context.emitter.emit('chainChanged', { connectorId, caipNetworkId: network.caipNetworkId })
  context.emitter.emit('accountsChanged', { connectorId, accounts, activeAddress })
}
