import type { EmbeddedWalletConnector } from '@latchkit/core'
import type { Wallet } from '@wallet-standard/base'
import { SolanaAdapterOptionsError } from '../errors/optionsErrors.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import type { SolanaWallet } from './solanaWallet.js'
import { fromStandardWallet, isSolanaStandardWallet } from './standardWallet.js'

/**
 * The embedded wallet's wallet-standard wallet for the adapter's networks (their CAIP-2 ids), as
 * the `AUTH` connector with the embedded wallet's id; `undefined` for an embedded wallet that does
 * not serve Solana. Its code loads on its first request, not here.
 * @throws {SolanaAdapterOptionsError} when what it hands over is not a Solana wallet-standard wallet.
 */
export function fromEmbeddedWallet(
  embedded: EmbeddedWalletConnector,
  networks: readonly SolanaNetwork[],
): SolanaWallet | undefined {
  if (!embedded.solanaWallet) return undefined
  const wallet = embedded.solanaWallet({ chains: networks.map((network) => network.caipNetworkId) })
  if (!isSolanaStandardWallet(wallet as Wallet))
    throw new SolanaAdapterOptionsError('embeddedWallet gave no Solana wallet-standard wallet', {
      metaMessages: [`Connector: ${embedded.connectorId}`],
    })
  return fromStandardWallet(wallet as Wallet, { id: embedded.connectorId, type: 'AUTH' })
}
