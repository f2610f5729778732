import { parseAmount, SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '@latchkit/core'
import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { isTokenProgram } from '../tokens/tokenPrograms.js'
import { toPublicKey } from '../utils/toPublicKey.js'
import { mintDecimalsOffset, splTransferInstructions } from './splTransferInstructions.js'
import { type TransferTransaction, transferParties } from './transferTransaction.js'

/**
 * The SPL transfer (SPL Token or Token-2022, read from the mint) of `amount` tokens from the
 * connection's active account to the receiver's associated token account, created by the same
 * transaction when missing; not yet signed. The amount is read with the mint's own decimals.
 *
 * @throws {SendAmountAndReceiverRequiredError}, {SendTokenRequiredError} (no mint, or no mint at
 * that address), {InvalidAmountError}, {InvalidAddressError}, {ConnectorNotConnectedError}.
 */
export async function splTransferTransaction(
  context: SolanaAdapterContext,
  parameters: {
    connectorId: string
    /** The token's mint address. */
    mint: string | undefined
    receiverAddress: string | undefined
    amount: string | undefined
    network?: Pick<SolanaNetwork, 'caipNetworkId'> | undefined
  },
): Promise<TransferTransaction> {
  const { connectorId, receiverAddress, amount } = parameters
  if (!amount?.trim() || !receiverAddress?.trim()) throw new SendAmountAndReceiverRequiredError()
  if (!parameters.mint?.trim()) throw new SendTokenRequiredError()
  const mint = await toPublicKey(parameters.mint.trim(), 'token.address')
  const { receiver, sender, senderKey, network } = await transferParties(context, {
    connectorId,
    receiverAddress,
    network: parameters.network,
  })
  const connection = await context.rpc.get(network)
  const mintAccount = await connection.getAccountInfo(mint)
  const decimals = mintAccount?.data[mintDecimalsOffset]
  if (!mintAccount || decimals === undefined || !isTokenProgram(mintAccount.owner.toBase58()))
    throw new SendTokenRequiredError({ reason: `${parameters.mint} is not a token mint on ${network.name}` })
  const tokenProgramId = mintAccount.owner
  const { instructions, receiverTokenAccount } = await splTransferInstructions({
    owner: senderKey,
    receiver,
    mint,
    tokenProgramId,
    amount: parseAmount(amount, decimals),
    decimals,
  })
  const { Transaction } = await import('@solana/web3.js')
  return {
    transaction: new Transaction().add(...instructions),
    network,
    sender,
    receiverTokenAccount: { address: receiverTokenAccount, mint, tokenProgramId },
  }
}
