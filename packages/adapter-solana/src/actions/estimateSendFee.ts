import { formatAmount, type SendFeeEstimate, type SendTokenParameters } from '@latchkit/core'
import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import { SendFeeUnavailableError } from '../errors/rpcErrors.js'
import { solDecimals } from '../utils/lamports.js'
import { prepareTransaction } from './prepareTransaction.js'
import { sendFormTransaction } from './sendFormTransaction.js'
import { tokenAccountRent } from './tokenAccountRent.js'

/**
 * What `sendToken` with these values would cost, in SOL: the network's fee for that exact
 * transaction (`getFeeForMessage` on its compiled message), plus, for an SPL send to a receiver
 * without an account for the token, the rent of the account the send creates.
 *
 * @throws {SendFeeUnavailableError} when the RPC cannot price it; the send's own checks otherwise.
 */
export async function estimateSendFee(
  context: SolanaAdapterContext,
  parameters: SendTokenParameters<'solana'>,
): Promise<SendFeeEstimate> {
  const { transaction, network, sender, receiverTokenAccount } = await sendFormTransaction(
    context,
    parameters,
  )
  const connection = await context.rpc.get(network)
  const prepared = await prepareTransaction(transaction, sender, connection)
  const { PublicKey } = await import('@solana/web3.js')
  const payer = new PublicKey(sender.publicKey)
  const [{ value: fee }, rent] = await Promise.all([
    connection.getFeeForMessage(prepared.compileMessage(), context.commitment),
    receiverTokenAccount ? tokenAccountRent(connection, { ...receiverTokenAccount, payer }) : 0n,
  ])
  if (fee === null || !Number.isSafeInteger(fee) || fee < 0)
    throw new SendFeeUnavailableError({ network: network.caipNetworkId })
  return {
    fee: formatAmount(BigInt(fee) + rent, solDecimals),
    symbol: network.nativeCurrency.symbol,
  }
}
