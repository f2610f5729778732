import type { KitStateSnapshot } from '@latchkit/core'

/** The connector the EVM family is connected with. */
export const evmConnectorId = (state: KitStateSnapshot) => state.connection.connections.eip155?.connectorId
/** The EVM family's network. */
export const evmNetworkId = (state: KitStateSnapshot) =>
  state.network.families.eip155?.caipNetwork?.caipNetworkId
/** The Solana family's network. */
export const solanaNetworkId = (state: KitStateSnapshot) =>
  state.network.families.solana?.caipNetwork?.caipNetworkId
/** The active network across families. */
export const activeNetworkId = (state: KitStateSnapshot) => state.network.activeCaipNetwork?.caipNetworkId
/** The EVM account's name (ENS, through the provider API). */
export const evmProfileName = (state: KitStateSnapshot) => state.accounts.eip155?.profileName
