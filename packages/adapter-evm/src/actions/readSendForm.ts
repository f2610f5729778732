import { parseAmount, SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '@latchkit/core'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'
import type { EvmSendTokenParameters } from './sendToken.js'

/** A checked send form: the network's native currency, or an ERC-20's `transfer`, to `to`. */
export type EvmSend =
  | { type: 'native'; network: EvmNetwork; to: Address; value: bigint }
  | { type: 'token'; network: EvmNetwork; to: Address; token: Address; amount: bigint }

/**
 * Reads the send form's values as `sendToken` and `estimateSendFee` take them, with the checks of
 * spec section 5, in the order the form shows them.
 *
 * @throws {SendAmountAndReceiverRequiredError} 'An amount and receiver address are required'.
 * @throws {SendTokenRequiredError} 'A token is required' (also for a token without its address).
 * @throws {NetworkNotFoundError}, {InvalidAddressError}, {InvalidAmountError}, {InvalidDecimalsError}.
 */
export function readSendForm(context: EvmAdapterContext, parameters: EvmSendTokenParameters): EvmSend {
  const { token, sendTokenAmount, receiverAddress } = parameters
  if (!sendTokenAmount?.trim() || !receiverAddress?.trim()) throw new SendAmountAndReceiverRequiredError()
  if (!token) throw new SendTokenRequiredError()
  const network = requireNetwork(context, parameters.network)
  const to = assertAddress(receiverAddress.trim(), 'receiverAddress')
  if (token.type === 'native')
    return {
      type: 'native',
      network,
      to,
      value: parseAmount(sendTokenAmount, network.nativeCurrency.decimals),
    }
  if (token.type !== 'token')
    throw new SendTokenRequiredError({
      reason: `Unknown token type: ${String((token as { type: unknown }).type)}.`,
    })
  if (!token.address?.trim())
    throw new SendTokenRequiredError({ reason: 'An ERC-20 send needs the token contract address.' })
  const tokenAddress = assertAddress(token.address.trim(), 'token.address')
  return {
    type: 'token',
    network,
    to,
    token: tokenAddress,
    amount: parseAmount(sendTokenAmount, token.decimals),
  }
}

/** The transaction that makes `send`: a native transfer, or the token contract's `transfer` call. */
export function toSendTransaction(send: EvmSend): { to: Address; value?: bigint; data?: Hex } {
  if (send.type === 'native') return { to: send.to, value: send.value }
  return {
    to: send.token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [send.to, send.amount] }),
  }
}
