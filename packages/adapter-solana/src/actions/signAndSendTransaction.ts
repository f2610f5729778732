import { withUserRejectionMapped } from '@latchkit/core'
import type { SendOptions } from '@solana/web3.js'
import {
  accountOf,
  requireConnection,
  resolveNetwork,
  type SolanaAdapterContext,
  walletChainFor,
} from '../adapter/solanaAdapterContext.js'
import { TransactionFailedError } from '../errors/sendErrors.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import type { SolanaTransaction } from '../wallets/solanaWallet.js'
import { prepareTransaction } from './prepareTransaction.js'

/** What {@link signAndSendTransaction} sends. */
export type SolanaSendTransactionParameters = {
  connectorId: string
  /** A web3.js `Transaction` (fee payer and blockhash are filled in when missing) or `VersionedTransaction`. */
  transaction: SolanaTransaction
  /** The cluster to send on. @default the connection's network */
  network?: Pick<SolanaNetwork, 'caipNetworkId'> | undefined
  /** The signing account. @default the connection's first account */
  address?: string | undefined
  /** Preflight and retry options, passed to the wallet. */
  options?: SendOptions | undefined
  /**
   * Whether to wait until the cluster confirms it (at the adapter's commitment).
   * @default true
   */
  waitForConfirmation?: boolean | undefined
}

/**
 * Asks the wallet to sign and send a transaction (`solana:signAndSendTransaction`; wallets that
 * can only sign have the adapter send it), then waits for confirmation. Resolves the base58
 * transaction signature. Once confirmed (also without waiting for it), the adapter emits
 * `balanceChanged` for the signing account, so the kit shows its new balance.
 *
 * @throws {UserRejectedRequestError} when the visitor declines.
 * @throws {ConnectorNotConnectedError}, {WalletChainNotSupportedError}, or the RPC's error when the
 * transaction fails.
 */
export async function signAndSendTransaction(
  context: SolanaAdapterContext,
  parameters: SolanaSendTransactionParameters,
): Promise<string> {
  const record = requireConnection(context, parameters.connectorId)
  const { wallet } = record
  const account = accountOf(record, parameters.address)
  const network = parameters.network ? resolveNetwork(context, parameters.network) : record.network
  const chain = walletChainFor(wallet, network)
  const connection = await context.rpc.get(network)
  const transaction = await prepareTransaction(parameters.transaction, account, connection)
  const signature = await withUserRejectionMapped(() =>
    wallet.signAndSendTransaction({ account, transaction, chain, connection, options: parameters.options }),
  )
  const confirm = async () => {
    const blockhash =
      'version' in transaction ? transaction.message.recentBlockhash : (transaction.recentBlockhash ?? '')
    const lastValidBlockHeight =
      ('version' in transaction ? undefined : transaction.lastValidBlockHeight) ??
      (await connection.getLatestBlockhash()).lastValidBlockHeight
    const { value } = await connection.confirmTransaction(
      { signature, blockhash, lastValidBlockHeight },
      context.commitment,
    )
    if (value.err) throw new TransactionFailedError({ signature, error: value.err })
    // The kit re-reads the sender's balance once the cluster has the transaction.
    context.emitter.emit('balanceChanged', { address: account.address })
  }
  if (parameters.waitForConfirmation !== false) await confirm()
  else void confirm().catch(() => undefined)
  return signature
}
