import type { ChainAdapterEvents, ConnectedAccount, Emitter } from '@latchkit/core'
import type { Config, Connection, Connector as WagmiConnector } from '@wagmi/core'
import type { EvmTokenListing } from '../account/evmTokenListing.js'
import type { EvmNetwork } from '../networks/toNetwork.js'

/**
 * What the adapter's parts share: the wagmi config, the kit-facing emitter, the networks and the
 * options the wallet actions read.
 */
export type EvmAdapterContext = {
  readonly config: Config
  readonly emitter: Emitter<ChainAdapterEvents>
  readonly networks: readonly EvmNetwork[]
  /** Per connector, the account the kit made active (`setActiveAccount`), when not the wallet's first. */
  readonly activeAccounts: Map<string, string>
  /** The ERC-20 tokens the site listed (`tokens` option). */
  readonly tokens: readonly EvmTokenListing[]
  /** Explorer API URLs by chain id (`explorerApiUrls` option). */
  readonly explorerApiUrls: Readonly<Record<number, string>>
}

/** The wagmi connector with `connectorId`, if the adapter has one (yet: EIP-6963 wallets come and go). */
export function findWagmiConnector(config: Config, connectorId: string): WagmiConnector | undefined {
  return config.connectors.find((connector) => connector.id === connectorId)
}

/** The connector's current connection in wagmi's state. */
export function connectionOf(config: Config, connector: WagmiConnector): Connection | undefined {
  return config.state.connections.get(connector.uid)
}

/** Wagmi's addresses as core accounts (EVM wallets connect externally owned accounts). */
export function toConnectedAccounts(addresses: readonly string[]): ConnectedAccount[] {
  return addresses.map((address) => ({ address, type: 'eoa' }))
}
