import type { PublicKey, Transaction } from '@solana/web3.js'
import {
  accountOf,
  requireConnection,
  resolveNetwork,
  type SolanaAdapterContext,
} from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { toPublicKey } from '../utils/toPublicKey.js'
import type { SolanaWalletAccount } from '../wallets/solanaWallet.js'
import { signAndSendTransaction } from './signAndSendTransaction.js'

/** A send's transaction, built but not yet signed, and what it needs to be sent or priced. */
export type TransferTransaction = {
  transaction: Transaction
  network: SolanaNetwork
  /** The connection's account that signs and pays. */
  sender: SolanaWalletAccount
  /**
   * For an SPL send: the receiver's associated token account, which the transaction creates when
   * it does not exist yet (paid by the sender).
   */
  receiverTokenAccount?: { address: PublicKey; mint: PublicKey; tokenProgramId: PublicKey } | undefined
}

/**
 * Who a transfer is between, and on which cluster: the receiver's key, the connection's active
 * account (and its key), `network` or the connection's own.
 *
 * @throws {InvalidAddressError} for a receiver that is not a Solana address.
 * @throws {ConnectorNotConnectedError}, {NetworkNotFoundError}.
 */
export async function transferParties(
  context: SolanaAdapterContext,
  parameters: {
    connectorId: string
    receiverAddress: string
    network?: Pick<SolanaNetwork, 'caipNetworkId'> | undefined
  },
): Promise<{
  receiver: PublicKey
  sender: SolanaWalletAccount
  senderKey: PublicKey
  network: SolanaNetwork
}> {
  const receiver = await toPublicKey(parameters.receiverAddress.trim(), 'receiverAddress')
  const record = requireConnection(context, parameters.connectorId)
  const sender = accountOf(record)
  const senderKey = await toPublicKey(sender.address, 'address')
  const network = parameters.network ? resolveNetwork(context, parameters.network) : record.network
  return { receiver, sender, senderKey, network }
}

/**
 * Has the wallet sign and send a built transfer from its sender, and waits for confirmation;
 * resolves the signature (the adapter then emits `balanceChanged`).
 */
export function signAndSendTransfer(
  context: SolanaAdapterContext,
  connectorId: string,
  { transaction, network, sender }: TransferTransaction,
): Promise<string> {
  return signAndSendTransaction(context, { connectorId, transaction, network, address: sender.address })
}
