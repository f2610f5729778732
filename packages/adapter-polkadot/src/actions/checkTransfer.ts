import {
  type ConnectedAccount,
  ConnectorNotConnectedError,
  InvalidAddressError,
  parseAmount,
  SendAmountAndReceiverRequiredError,
} from '@latchkit/core'
import { bytesToHex } from '@noble/hashes/utils'
import {
  activeAccountOf,
  type PolkadotAdapterContext,
  type PolkadotConnection,
  requireConnection,
} from '../adapter/polkadotAdapterContext.js'
import { decodeSs58 } from '../utils/ss58.js'

/** What `transfer` takes. */
export type PolkadotTransferParameters = {
  connectorId: string
  /** The recipient's SS58 address (any network's prefix: the account is the same). */
  recipient: string
  /** Whole units of the network's token, as a decimal string (`"1.5"` DOT). */
  amount: string
}

/** A transfer that passed the checks: who sends, to which account, how much. */
export type CheckedTransfer = {
  connection: PolkadotConnection
  /** The connection's active account. */
  sender: ConnectedAccount
  /** The recipient's account id, `0x` hex (what `balances.transferKeepAlive` takes). */
  recipientId: `0x${string}`
  /** Base units of the network's token. */
  value: bigint
}

/**
 * Checks a transfer before anything is asked of the wallet or the node: an amount and a recipient,
 * the connection and its active account, the amount in the network's decimals, the recipient an
 * SS58 address (of any prefix).
 *
 * @example
 * const { sender, recipientId, value } = checkTransfer(context, { connectorId, recipient: '15oF4u…', amount: '1.5' })
 * @throws {SendAmountAndReceiverRequiredError}, {ConnectorNotConnectedError}, {InvalidAmountError},
 * {InvalidAddressError} (field `recipient`).
 */
export function checkTransfer(
  context: PolkadotAdapterContext,
  parameters: PolkadotTransferParameters,
): CheckedTransfer {
  if (!parameters.recipient || !parameters.amount) throw new SendAmountAndReceiverRequiredError()
  const connection = requireConnection(context, parameters.connectorId)
  const sender = activeAccountOf(connection)
  if (!sender) throw new ConnectorNotConnectedError(parameters.connectorId)
  const value = parseAmount(parameters.amount, connection.network.nativeCurrency.decimals)
  const recipient = decodeSs58(parameters.recipient)
  if (!recipient)
    throw new InvalidAddressError({
      address: parameters.recipient,
      field: 'recipient',
      expected: 'an SS58 address of a Polkadot-family account',
    })
  return { connection, sender, recipientId: `0x${bytesToHex(recipient.accountId)}`, value }
}
