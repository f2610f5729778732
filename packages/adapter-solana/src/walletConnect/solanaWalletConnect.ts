import {
  type ChainAdapterWalletConnect,
  chooseSessionNetwork,
  sessionChains,
  WalletConnectAccountNotFoundError,
  WalletConnectNetworkNotApprovedError,
} from '@latchkit/core'
import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import { trackConnection } from '../connection/trackConnection.js'
import { solanaAccountsOn } from './sessionAccounts.js'
import { fromWalletConnect } from './walletConnectWallet.js'

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
 */
export function createSolanaWalletConnect(context: SolanaAdapterContext): ChainAdapterWalletConnect {
  return {
    methods: solanaWalletConnectMethods,
    events: ['accountsChanged'],
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
        chain: chosen.caipNetworkId,
        name: session.peer.metadata.name,
        icon: session.peer.metadata.icons?.[0],
      })
      const connection = trackConnection(context, wallet, accounts, chosen)
      return { ...connection, approvedCaipNetworkIds: chains }
    },
  }
}
