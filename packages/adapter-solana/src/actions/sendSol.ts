import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { solTransferTransaction } from './solTransferTransaction.js'
import { signAndSendTransfer } from './transferTransaction.js'

/** What the send form sends. */
export type SendSolParameters = {
  connectorId: string
  /** The receiver's base58 address. */
  receiverAddress: string
  /** Whole SOL as a decimal string (`"0.25"`), at most 9 decimals. */
  amount: string
  /** The cluster to send on. @default the connection's network */
  network?: Pick<SolanaNetwork, 'caipNetworkId'> | undefined
}

/**
 * Sends SOL from the connected account (a System Program transfer, signed and sent by the
 * wallet) and waits for confirmation. Resolves the base58 transaction signature.
 *
 * @throws {SendAmountAndReceiverRequiredError} 'An amount and receiver address are required'.
 * @throws {InvalidAmountError}, {InvalidAddressError} for values it cannot send.
 * @throws {UserRejectedRequestError} when the visitor declines.
 *
 * @example
 * const signature = await solana.sendSol({ connectorId, receiverAddress, amount: '0.1' })
 */
export async function sendSol(context: SolanaAdapterContext, parameters: SendSolParameters): Promise<string> {
  const transfer = await solTransferTransaction(context, parameters)
  return signAndSendTransfer(context, parameters.connectorId, transfer)
}
