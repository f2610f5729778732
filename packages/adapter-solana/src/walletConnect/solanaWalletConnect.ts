import {
  type ChainAdapterWalletConnect,
  chooseSessionNetwork,
  sessionChains,
  WalletConnectAccountNotFoundError,
  WalletConnectNetworkNotApprovedError,
} from '@latchkit/core'
import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import { switchConnectionNetwork } from '../adapter/switchConnectionNetwork.js'
import { trackConnection } from '../connection/trackConnection.js'
import { solanaAccountsOn } from './sessionAccounts.js'
import { fromWalletConnect, walletConnectConnectorId } from './walletConnectWallet.js'

/** The WalletConnect Solana methods the adapter asks for in a session proposal. */
const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

/**
 * The Solana namespace's part of the kit's WalletConnect sessions: takes the session's `solana`
 * accounts (on the kit's network when the wallet approved it, else the first approved network the
 * site configured) and routes the adapter's actions for connector `'walletConnect'` to the wallet.
 * The connection follows the wallet's account changes and its moves to another approved cluster
 * the site configured (`chainChanged`).
 */
export function createSolanaWalletConnect(context: SolanaAdapterContext): ChainAdapterWalletConnect {
  return {
    methods: solanaWalletConnectMethods,
    events: ['accountsChanged', 'chainChanged'],
    async connect({ provider, session, network }) {
      const chains = sessionChains(session, 'solana')
      const chosen = chooseSessionNetwork(context.networks, chains, network)
      if (!chosen) throw new WalletConnectNetworkNotApprovedError({ family: 'Solana', approved: chains })
      const accounts = solanaAccountsOn(session.namespaces.solana?.accounts ?? [], chosen.caipNetworkId)
      if (accounts.length === 0)
        throw new WalletConnectAccountNotFoundError({ family: 'Solana', caipNetworkId: chosen.caipNetworkId })
      const wallet = fromWalletConnect({
        provider,
        accounts,
        chains,
        chain: () =>
          context.connections.get(walletConnectConnectorId)?.network.caipNetworkId ?? chosen.caipNetworkId,
        // The wallet moved to another approved cluster: the connection follows when the site
        // configured it (else the announcement is ignored).
        onChainChanged(chain) {
          const network = context.networks.find((candidate) => candidate.caipNetworkId === chain)
          if (network) switchConnectionNetwork(context, { connectorId: walletConnectConnectorId, network })
        },
        name: session.peer.metadata.name,
        icon: session.peer.metadata.icons?.[0],
      })
      const connection = trackConnection(context, wallet, accounts, chosen)
      return { ...connection, approvedCaipNetworkIds: chains }
    },
  }
}
