import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { splTransferTransaction } from './splTransferTransaction.js'
import { signAndSendTransfer } from './transferTransaction.js'

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
  const transfer = await splTransferTransaction(context, {
    ...parameters,
    mint: parameters.token?.address,
  })
  return signAndSendTransfer(context, parameters.connectorId, transfer)
}
