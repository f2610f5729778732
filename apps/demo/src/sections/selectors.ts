import type { KitStateSnapshot } from '@latchkit/core'

/** The connector the EVM namespace is connected with. */
export const evmConnectorId = (state: KitStateSnapshot) => state.connection.connections.eip155?.connectorId
/** The EVM namespace's network. */
export const evmNetworkId = (state: KitStateSnapshot) =>
  state.network.byNamespace.eip155?.caipNetwork?.caipNetworkId
/** The Solana namespace's network. */
export const solanaNetworkId = (state: KitStateSnapshot) =>
  state.network.byNamespace.solana?.caipNetwork?.caipNetworkId
/** The Bitcoin namespace's network. */
export const bitcoinNetworkId = (state: KitStateSnapshot) =>
  state.network.byNamespace.bip122?.caipNetwork?.caipNetworkId
/** The connector the Bitcoin namespace is connected with. */
export const bitcoinConnectorId = (state: KitStateSnapshot) =>
  state.connection.connections.bip122?.connectorId
/** The Polkadot namespace's network. */
export const polkadotNetworkId = (state: KitStateSnapshot) =>
  state.network.byNamespace.polkadot?.caipNetwork?.caipNetworkId
/** The connector the Polkadot namespace is connected with. */
export const polkadotConnectorId = (state: KitStateSnapshot) =>
  state.connection.connections.polkadot?.connectorId
/** The active network across namespaces. */
export const activeNetworkId = (state: KitStateSnapshot) => state.network.activeCaipNetwork?.caipNetworkId
/** The EVM account's name (ENS, through the provider API). */
export const evmProfileName = (state: KitStateSnapshot) => state.accounts.eip155?.profileName
