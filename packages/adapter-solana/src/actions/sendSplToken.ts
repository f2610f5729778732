import { parseAmount, SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '@latchkit/core'
import {
  accountOf,
  requireConnection,
  resolveNetwork,
  type SolanaAdapterContext,
} from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { toPublicKey } from '../utils/toPublicKey.js'
import { signAndSendTransaction } from './signAndSendTransaction.js'
import { mintDecimalsOffset, splTransferInstructions } from './splTransferInstructions.js'

/** What the send form sends when the visitor picked an SPL token. */
export type SendSplTokenParameters = {
  connectorId: string
  /** The token's mint address. */
  token: { address: string } | undefined
  receiverAddress: string
  /** Whole tokens as a decimal string (`"12.5"`), at most the mint's decimals. */
  amount: string
  /** The cluster to send on. @default the connection's network */
  network?: Pick<SolanaNetwork, 'caipNetworkId'> | undefined
}

/**
 * Sends an SPL token (SPL Token or Token-2022, read from the mint) to the receiver's associated
 * token account, creating it when missing, and waits for confirmation. Resolves the signature.
 *
 * @throws {SendAmountAndReceiverRequiredError}, {SendTokenRequiredError} ('A token is required'),
 * {InvalidAmountError}, {InvalidAddressError}, {UserRejectedRequestError}.
 */
export async function sendSplToken(
  context: SolanaAdapterContext,
  parameters: SendSplTokenParameters,
): Promise<string> {
  const { connectorId, receiverAddress, amount, token } = parameters
  if (!amount?.trim() || !receiverAddress?.trim()) throw new SendAmountAndReceiverRequiredError()
  if (!token?.address?.trim()) throw new SendTokenRequiredError()
  const mint = await toPublicKey(token.address.trim(), 'token.address')
  const receiver = await toPublicKey(receiverAddress.trim(), 'receiverAddress')
  const record = requireConnection(context, connectorId)
  const owner = await toPublicKey(accountOf(record).address, 'address')
  const network = parameters.network ? resolveNetwork(context, parameters.network) : record.network
  const connection = await context.rpc.get(network)
  const mintAccount = await connection.getAccountInfo(mint)
  const decimals = mintAccount?.data[mintDecimalsOffset]
  if (!mintAccount || decimals === undefined)
    throw new SendTokenRequiredError({ reason: `${token.address} is not a token mint on ${network.name}` })
  const instructions = await splTransferInstructions({
    owner,
    receiver,
    mint,
    tokenProgramId: mintAccount.owner,
    amount: parseAmount(amount, decimals),
    decimals,
  })
  const { Transaction } = await import('@solana/web3.js')
  return signAndSendTransaction(context, {
    connectorId,
    transaction: new Transaction().add(...instructions),
    network,
    address: owner.toBase58(),
  })
}
