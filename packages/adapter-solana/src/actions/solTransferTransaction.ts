import { parseAmount, SendAmountAndReceiverRequiredError } from '@latchkit/core'
import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { solDecimals } from '../utils/lamports.js'
import { type TransferTransaction, transferParties } from './transferTransaction.js'

/**
 * The System Program transfer of `amount` SOL from the connection's active account to
 * `receiverAddress`, on `network` (the connection's by default), not yet signed.
 *
 * @throws {SendAmountAndReceiverRequiredError}, {InvalidAmountError}, {InvalidAddressError},
 * {ConnectorNotConnectedError}.
 */
export async function solTransferTransaction(
  context: SolanaAdapterContext,
  parameters: {
    connectorId: string
    receiverAddress: string | undefined
    amount: string | undefined
    network?: Pick<SolanaNetwork, 'caipNetworkId'> | undefined
  },
): Promise<TransferTransaction> {
  const { connectorId, receiverAddress, amount } = parameters
  if (!amount?.trim() || !receiverAddress?.trim()) throw new SendAmountAndReceiverRequiredError()
  const lamports = parseAmount(amount, solDecimals)
  const { receiver, sender, senderKey, network } = await transferParties(context, {
    connectorId,
    receiverAddress,
    network: parameters.network,
  })
  const { SystemProgram, Transaction } = await import('@solana/web3.js')
  const transaction = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: senderKey, toPubkey: receiver, lamports }),
  )
  return { transaction, network, sender }
}
