import { formatAmount, type SendFeeEstimate } from '@latchkit/core'
import { estimateFeesPerGas, estimateGas, getGasPrice } from '@wagmi/core'
import { Eip1559FeesNotSupportedError } from 'viem'
import { activeAccountOf, requireConnection } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf } from '../networks/toNetwork.js'
import { readSendForm, toSendTransaction } from './readSendForm.js'
import type { EvmSendTokenParameters } from './sendToken.js'

/**
 * What `sendToken` with the same values would cost, in the network's native currency: the gas the
 * network estimates for that exact transaction (the native transfer, or the ERC-20's `transfer`)
 * from the connection's active account, times the fee per gas a send uses (EIP-1559
 * `maxFeePerGas`, else `gasPrice`). An upper bound: a block's base fee often ends lower, and a
 * wallet may price the transaction itself. No wallet prompt.
 *
 * @throws the errors of `sendToken`'s checks ({SendAmountAndReceiverRequiredError},
 * {SendTokenRequiredError}, {InvalidAmountError}, {InvalidAddressError}, ...), and viem's
 * estimation error for a send the network would refuse (more than the account holds).
 * @example
 * const { fee, symbol } = await adapter.estimateSendFee({ connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.1', receiverAddress })
 * // fee '0.000042', symbol 'ETH'
 */
export async function estimateSendFee(
  context: EvmAdapterContext,
  parameters: EvmSendTokenParameters,
): Promise<SendFeeEstimate> {
  const send = readSendForm(context, parameters)
  const { connection } = requireConnection(context.config, parameters.connectorId)
  const account = activeAccountOf(context, parameters.connectorId, connection)
  const chainId = chainIdOf(send.network)
  const [gas, feePerGas] = await Promise.all([
    estimateGas(context.config, { chainId, account, ...toSendTransaction(send) }),
    readFeePerGas(context, chainId),
  ])
  const { decimals, symbol } = send.network.nativeCurrency
  return { fee: formatAmount(gas * feePerGas, decimals), symbol }
}

/** The fee per gas a send would pay at most: EIP-1559's `maxFeePerGas`, else the legacy gas price. */
async function readFeePerGas(context: EvmAdapterContext, chainId: number): Promise<bigint> {
  try {
    return (await estimateFeesPerGas(context.config, { chainId })).maxFeePerGas
  } catch (error) {
    if (!(error instanceof Eip1559FeesNotSupportedError)) throw error
    return getGasPrice(context.config, { chainId })
  }
}
