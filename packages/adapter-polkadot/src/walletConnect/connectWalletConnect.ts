import {
  type AdapterConnection,
  chooseSessionNetwork,
  type Network,
  sessionChains,
  WalletConnectAccountNotFoundError,
  WalletConnectNetworkNotApprovedError,
  type WalletConnectProvider,
  type WalletConnectSession,
  walletConnectConnectorId,
} from '@latchkit/core'
import type { PolkadotAdapterContext } from '../adapter/polkadotAdapterContext.js'
import { switchWalletNetwork } from '../connection/switchWalletNetwork.js'
import { trackConnection } from '../connection/trackConnection.js'
import { fromWalletConnect } from './walletConnectPolkadotWallet.js'

/**
 * Takes over the `polkadot` part of an approved WalletConnect session (just approved, or restored
 * on reload), without a prompt: on the kit's current network when the wallet approved it, else on
 * the first network the site configured that it approved. Its accounts there, written with the
 * network's SS58 prefix, become the connection of connector `'walletConnect'`. The connection
 * then follows the wallet's account changes and its moves to another approved network the site
 * configured (`chainChanged`).
 *
 * @throws {WalletConnectNetworkNotApprovedError} when the session approved none of the site's networks.
 * @throws {WalletConnectAccountNotFoundError} when it has no account on the chosen one.
 */
export async function connectWalletConnect(
  context: PolkadotAdapterContext,
  parameters: {
    provider: WalletConnectProvider
    session: WalletConnectSession
    network?: Network | undefined
  },
): Promise<AdapterConnection> {
  const { provider, session, network } = parameters
  const chains = sessionChains(session, 'polkadot')
  const chosen = chooseSessionNetwork(context.networks, chains, network)
  if (!chosen)
    throw new WalletConnectNetworkNotApprovedError({
      family: 'Polkadot',
      approved: chains,
      docsPath: '/adapters/polkadot',
    })
  const wallet = fromWalletConnect({
    provider,
    session,
    chains,
    // The wallet moved to another approved chain: the connection follows when the site configured
    // it (accounts written in its SS58 format), else the announcement is ignored.
    onChainChanged(chain) {
      const moved = context.networks.find((candidate) => candidate.caipNetworkId === chain)
      if (moved) switchWalletNetwork(context, { connectorId: walletConnectConnectorId, network: moved })
    },
  })
  const connection = trackConnection(context, wallet, wallet.accountsOn?.(chosen) ?? [], chosen)
  if (!connection)
    throw new WalletConnectAccountNotFoundError({
      family: 'Polkadot',
      caipNetworkId: chosen.caipNetworkId,
      docsPath: '/adapters/polkadot',
    })
  return { ...connection, approvedCaipNetworkIds: chains }
}
