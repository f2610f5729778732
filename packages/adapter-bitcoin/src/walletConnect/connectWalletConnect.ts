import {
  type AdapterConnection,
  chooseSessionNetwork,
  type Network,
  sessionChains,
  WalletConnectNetworkNotApprovedError,
  type WalletConnectProvider,
  type WalletConnectSession,
} from '@latchkit/core'
import type { BitcoinAdapterContext } from '../adapter/bitcoinAdapterContext.js'
import { trackConnection } from '../connection/trackConnection.js'
import { fromWalletConnect } from './walletConnectBitcoinWallet.js'

/**
 * Takes over the `bip122` part of an approved WalletConnect session (just approved, or restored on
 * reload), without a prompt: on the kit's current network when the wallet approved it, else on
 * the first network the site configured that it approved. Its accounts become the connection of
 * connector `'walletConnect'`, followed like any wallet's.
 *
 * @throws {WalletConnectNetworkNotApprovedError} when the session approved none of the site's networks.
 * @throws {WalletConnectAccountNotFoundError} when it has no account on the chosen one.
 */
export async function connectWalletConnect(
  context: BitcoinAdapterContext,
  parameters: {
    provider: WalletConnectProvider
    session: WalletConnectSession
    network?: Network | undefined
  },
): Promise<AdapterConnection> {
  const { provider, session, network } = parameters
  const chains = sessionChains(session, 'bip122')
  const chosen = chooseSessionNetwork(context.networks, chains, network)
  if (!chosen)
    throw new WalletConnectNetworkNotApprovedError({
      family: 'Bitcoin',
      approved: chains,
      docsPath: '/adapters/bitcoin',
    })
  const wallet = fromWalletConnect({ provider, session, chains })
  const accounts = await wallet.connect(chosen)
  return { ...trackConnection(context, wallet, accounts, chosen), approvedCaipNetworkIds: chains }
}
