import type { SendTokenParameters } from '@latchkit/core'
import { writeContract } from '@wagmi/core'
import { erc20Abi, type Hash } from 'viem'
import { activeAccountOf, requireConnection } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { withRejectionMapped } from '../errors/walletErrors.js'
import { chainIdOf } from '../networks/toNetwork.js'
import { readSendForm } from './readSendForm.js'
import { reportBalanceChange } from './reportBalanceChange.js'
import { sendTransaction } from './sendTransaction.js'

/** The send form's values on an EVM network (core's `SendTokenParameters` for `eip155`). */
export type EvmSendTokenParameters = SendTokenParameters<'eip155'>

/**
 * Sends native currency or an ERC-20 token from the connection's active account (spec section
 * 4: "EVM sends native or ERC20"), after the send form's validation (spec section 5). Resolves the
 * hash once the wallet submitted it; `balanceChanged` follows once it is mined.
 *
 * @throws {SendAmountAndReceiverRequiredError} 'An amount and receiver address are required'.
 * @throws {SendTokenRequiredError} 'A token is required' (also for a token without its address).
 * @throws {InvalidAmountError}, {InvalidAddressError}, {UserRejectedRequestError}.
 * @example
 * await adapter.sendToken({ connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.1', receiverAddress })
 * await adapter.sendToken({ connectorId, network, token: { type: 'token', address: usdc, decimals: 6 }, sendTokenAmount: '5', receiverAddress })
 */
export async function sendToken(
  context: EvmAdapterContext,
  parameters: EvmSendTokenParameters,
): Promise<Hash> {
  const { connectorId } = parameters
  const send = readSendForm(context, parameters)
  if (send.type === 'native')
    return sendTransaction(context, { connectorId, network: send.network, to: send.to, value: send.value })
  const { connector, connection } = requireConnection(context.config, connectorId)
  const account = activeAccountOf(context, connectorId, connection)
  const chainId = chainIdOf(send.network)
  const hash = await withRejectionMapped(() =>
    writeContract(context.config, {
      connector,
      account,
      chainId,
      address: send.token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [send.to, send.amount],
    }),
  )
  reportBalanceChange(context, { hash, chainId, address: account })
  return hash
}
