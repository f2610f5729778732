import {
  type ChainAdapterEvents,
  type ConnectedAccount,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  type Emitter,
  NetworkNotFoundError,
  WalletChainNotSupportedError,
} from '@latchkit/core'
import type { WalletSource } from '../connectors/walletSource.js'
import { type SolanaChain, type SolanaNetwork, walletChainsOf } from '../networks/solanaNetworks.js'
import type { RpcConnections } from '../networks/solanaRpc.js'
import type { SolanaTokenListing } from '../tokens/solanaTokenListing.js'
import type { SolanaWallet, SolanaWalletAccount } from '../wallets/solanaWallet.js'

/** A connector's live connection: its wallet, the accounts it exposes, and the chosen cluster. */
export type SolanaConnectionRecord = {
  wallet: SolanaWallet
  accounts: SolanaWalletAccount[]
  network: SolanaNetwork
  /** The account the kit made active (`setActiveAccount`), when not the wallet's first. */
  activeAddress?: string | undefined
  /** Stops following the wallet's account changes. */
  stopWatching: () => void
}

/** What the adapter's parts share. */
export type SolanaAdapterContext = {
  readonly emitter: Emitter<ChainAdapterEvents>
  readonly networks: readonly SolanaNetwork[]
  readonly wallets: WalletSource
  readonly rpc: RpcConnections
  readonly connections: Map<string, SolanaConnectionRecord>
  readonly commitment: 'processed' | 'confirmed' | 'finalized'
  readonly discoveryTimeoutMs: number
  /** The site's token listings (the `tokens` option). */
  readonly tokens: readonly SolanaTokenListing[]
}

/** @throws {ConnectorNotFoundError} when no wallet has `connectorId`. */
export function requireWallet(context: SolanaAdapterContext, connectorId: string): SolanaWallet {
  const wallet = context.wallets.find(connectorId)
  if (!wallet) throw new ConnectorNotFoundError(connectorId)
  return wallet
}

/** @throws {ConnectorNotConnectedError} when the connector has no connection. */
export function requireConnection(
  context: SolanaAdapterContext,
  connectorId: string,
): SolanaConnectionRecord {
  const record = context.connections.get(connectorId)
  if (!record) throw new ConnectorNotConnectedError(connectorId)
  return record
}

/**
 * The adapter's network with the same CAIP-2 id as `network`, or the first one without a network.
 * @throws {NetworkNotFoundError} for a network the adapter was not configured with.
 */
export function resolveNetwork(
  context: SolanaAdapterContext,
  network: Pick<SolanaNetwork, 'caipNetworkId'> | undefined,
): SolanaNetwork {
  const found = network
    ? context.networks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
    : context.networks[0]
  if (!found) throw new NetworkNotFoundError(network?.caipNetworkId ?? 'solana')
  return found
}

/**
 * The chain to name in requests to `wallet` for `network`: the CAIP-2 id or the wallet-standard
 * name, whichever the wallet lists.
 * @throws {WalletChainNotSupportedError} when it lists neither.
 */
export function walletChainFor(wallet: SolanaWallet, network: SolanaNetwork): SolanaChain {
  const chain = wallet.supportsChain(walletChainsOf(network))
  if (!chain)
    throw new WalletChainNotSupportedError({ wallet: wallet.name, caipNetworkId: network.caipNetworkId })
  return chain
}

/**
 * The record's account `address`; without one, the account the kit made active while the wallet
 * still shares it, else the wallet's first.
 */
export function accountOf(record: SolanaConnectionRecord, address?: string | undefined): SolanaWalletAccount {
  const account = address
    ? record.accounts.find((candidate) => candidate.address === address)
    : (record.accounts.find((candidate) => candidate.address === record.activeAddress) ?? record.accounts[0])
  if (!account) throw new ConnectorNotConnectedError(record.wallet.id)
  return account
}

/** Wallet accounts as core accounts (Solana wallets connect plain key pairs). */
export function toConnectedAccounts(accounts: readonly SolanaWalletAccount[]): ConnectedAccount[] {
  return accounts.map(({ address }) => ({ address, type: 'eoa' }))
}
