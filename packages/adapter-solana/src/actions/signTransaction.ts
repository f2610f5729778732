import { WalletFeatureNotSupportedError, withUserRejectionMapped } from '@latchkit/core'
import {
  accountOf,
  requireConnection,
  resolveNetwork,
  type SolanaAdapterContext,
  walletChainFor,
} from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import type { SolanaTransaction } from '../wallets/solanaWallet.js'
import { prepareTransaction } from './prepareTransaction.js'

/** What {@link signTransaction} signs. */
export type SolanaSignTransactionParameters<transaction extends SolanaTransaction = SolanaTransaction> = {
  connectorId: string
  /** A web3.js `Transaction` (fee payer and blockhash are filled in when missing) or `VersionedTransaction`. */
  transaction: transaction
  /** The cluster it is for. @default the connection's network */
  network?: Pick<SolanaNetwork, 'caipNetworkId'> | undefined
  /** The signing account. @default the connection's first account */
  address?: string | undefined
}

/**
 * Asks the wallet to sign a transaction without sending it (`solana:signTransaction`); resolves
 * the signed transaction, in the format given.
 *
 * @throws {UserRejectedRequestError} when the visitor declines.
 * @throws {ConnectorNotConnectedError}, {WalletFeatureNotSupportedError}, {WalletChainNotSupportedError}.
 */
export async function signTransaction<transaction extends SolanaTransaction>(
  context: SolanaAdapterContext,
  parameters: SolanaSignTransactionParameters<transaction>,
): Promise<transaction> {
  const record = requireConnection(context, parameters.connectorId)
  const { wallet } = record
  const account = accountOf(record, parameters.address)
  const network = parameters.network ? resolveNetwork(context, parameters.network) : record.network
  if (!wallet.canSignTransaction)
    throw new WalletFeatureNotSupportedError({ wallet: wallet.name, feature: 'sign transactions' })
  const chain = walletChainFor(wallet, network)
  const transaction = await prepareTransaction(
    parameters.transaction,
    account,
    await context.rpc.get(network),
  )
  return withUserRejectionMapped(() => wallet.signTransaction({ account, transaction, chain }))
}
