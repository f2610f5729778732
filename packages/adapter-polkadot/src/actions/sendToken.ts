import type { SendTokenParameters } from '@latchkit/core'
import type { PolkadotAdapterContext } from '../adapter/polkadotAdapterContext.js'
import { toTransferParameters } from './sendForm.js'
import { transfer } from './transfer.js'

/**
 * Sends what the modal's send form holds: `sendTokenAmount` of the network's token to
 * `receiverAddress`, as {@link transfer} does (`balances.transferKeepAlive`, signed by the
 * wallet). Resolves the extrinsic's hash once a block holds it and it succeeded (`balanceChanged`
 * is emitted then); rejects with the chain's dispatch error as a typed error.
 *
 * @example
 * const hash = await sendToken(context, { connectorId, network, token: { type: 'native' }, sendTokenAmount: '1.5', receiverAddress: '15oF4u…' })
 * @throws what {@link toTransferParameters} and {@link transfer} throw, and what its `inBlock` rejects with.
 */
export async function sendToken(
  context: PolkadotAdapterContext,
  parameters: SendTokenParameters<'polkadot'>,
): Promise<`0x${string}`> {
  const { hash, inBlock } = await transfer(context, toTransferParameters(context, parameters))
  await inBlock
  return hash
}
