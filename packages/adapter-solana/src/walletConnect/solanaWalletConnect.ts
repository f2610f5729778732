import {
  type ChainAdapterWalletConnect,
  chooseSessionNetwork,
  sessionChains,
  WalletConnectAccountNotFoundError,
  WalletConnectNetworkNotApprovedError,
} from '@latchkit/core'
import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import { trackConnection } from '../connection/trackConnection.js'
import { decodeBase58 } from '../utils/base58.js'
import type { SolanaWalletAccount } from '../wallets/solanaWallet.js'
import { fromWalletConnect } from './walletConnectWallet.js'

/** The WalletConnect Solana methods the adapter asks for in a session proposal. */
const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

/** The 32 bytes of a base58 public key, or `undefined` when `address` is not one. */
function decodeKey(address: string): Uint8Array | undefined {
  try {
    const bytes = decodeBase58(address)
    return bytes.length === 32 ? bytes : undefined
  } catch {
    return undefined
  }
}

/**
 * The Solana namespace's part of the kit's WalletConnect sessions: takes the session's `solana`
 * accounts (on the kit's network when the wallet approved it, else the first approved network the
 * site configured) and routes the adapter's actions for connector `'walletConnect'` to the wallet.
 */
export function createSolanaWalletConnect(context: SolanaAdapterContext): ChainAdapterWalletConnect {
  return {
    methods: solanaWalletConnectMethods,
    events: [],
    async connect({ provider, session, network }) {
      const chains = sessionChains(session, 'solana')
      const chosen = chooseSessionNetwork(context.networks, chains, network)
      if (!chosen) throw new WalletConnectNetworkNotApprovedError({ family: 'Solana', approved: chains })
      const addresses = (session.namespaces.solana?.accounts ?? [])
        .filter((account) => account.startsWith(`${chosen.caipNetworkId}:`))
        .map((account) => account.split(':')[2] ?? '')
      // An address that is not a 32-byte base58 key is not a Solana account: left out.
      const accounts: SolanaWalletAccount[] = [...new Set(addresses)].flatMap((address) => {
        const publicKey = decodeKey(address)
        return publicKey ? [{ address, publicKey }] : []
      })
      if (accounts.length === 0)
        throw new WalletConnectAccountNotFoundError({ family: 'Solana', caipNetworkId: chosen.caipNetworkId })
      const wallet = fromWalletConnect({
        provider,
        accounts,
        chains,
        name: session.peer.metadata.name,
        icon: session.peer.metadata.icons?.[0],
      })
      const connection = trackConnection(context, wallet, accounts, chosen)
      return { ...connection, approvedCaipNetworkIds: chains }
    },
  }
}
