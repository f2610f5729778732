import type {} from '@polkadot/api-augment'
import type { PolkadotAdapterContext } from '../adapter/polkadotAdapterContext.js'
import { checkTransfer, type PolkadotTransferParameters } from './checkTransfer.js'

/**
 * The fee, in base units, that `transfer` with these parameters would pay, and the chain's
 * existential deposit (what `balances.transferKeepAlive` keeps in the sender's account): the chain's own answer
 * (`payment_queryInfo`, through @polkadot/api's `paymentInfo`) for the same
 * `balances.transferKeepAlive` from the active account, its partial fee (no tip): the fee then
 * charged for sr25519 and ed25519 accounts, one byte's length fee less for ECDSA ones (the
 * estimate is signed with a 64-byte signature, theirs is 65). Nothing is signed or sent; the
 * amount is not checked against the balance.
 *
 * @example
 * const { fee } = await estimateTransferFee(context, { connectorId, recipient: '15oF4u…', amount: '1.5' }) // 15_700_000n
 * @throws what `transfer` throws before it asks the wallet; {PolkadotRpcConnectionError}.
 */
export async function estimateTransferFee(
  context: PolkadotAdapterContext,
  parameters: PolkadotTransferParameters,
): Promise<{ fee: bigint; existentialDeposit: bigint }> {
  const { connection, sender, recipientId, value } = checkTransfer(context, parameters)
  const api = await context.apis.get(connection.network)
  const info = await api.tx.balances.transferKeepAlive(recipientId, value).paymentInfo(sender.address)
  // `transferKeepAlive` leaves at least this in the sender's account.
  return {
    fee: info.partialFee.toBigInt(),
    existentialDeposit: api.consts.balances.existentialDeposit.toBigInt(),
  }
}
