import { sendTransaction as wagmiSendTransaction } from '@wagmi/core'
import type { Hash, Hex } from 'viem'
import { activeAccountOf, requireConnection, requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { withRejectionMapped } from '../errors/walletErrors.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { validateFees } from '../validation/validateFees.js'
import { reportBalanceChange } from './reportBalanceChange.js'

/** A transaction for the connected wallet to sign and send. */
export type EvmTransactionRequest = {
  connectorId: string
  /** The network it is for; the wallet must be on it. @default the wallet's current network */
  network?: EvmNetwork | undefined
  to: string
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * Validates a transaction (addresses and fees, spec section 5) and asks the wallet to send it
 * (`eth_sendTransaction`). Resolves the transaction hash once the wallet submitted it; once it is
 * mined the adapter emits `balanceChanged`, so the kit shows the new balance.
 *
 * @throws {UserRejectedRequestError} when the visitor declines (EIP-1193 4001).
 * @throws {InvalidAddressError}, {FeeConflictError}, {FeeCapTooHighError}, {TipAboveFeeCapError}.
 */
export async function sendTransaction(
  context: EvmAdapterContext,
  parameters: EvmTransactionRequest,
): Promise<Hash> {
  const { connectorId, network, ...request } = parameters
  const { connector, connection } = requireConnection(context.config, connectorId)
  validateFees(request)
  const chainId = network ? chainIdOf(requireNetwork(context, network)) : connection.chainId
  const account = activeAccountOf(context, connectorId, connection)
  const fees =
    request.gasPrice !== undefined
      ? { gasPrice: request.gasPrice }
      : { maxFeePerGas: request.maxFeePerGas, maxPriorityFeePerGas: request.maxPriorityFeePerGas }
  const hash = await withRejectionMapped(() =>
    wagmiSendTransaction(context.config, {
      connector,
      account,
      chainId,
      to: request.to as Hex,
      value: request.value,
      data: request.data,
      gas: request.gas,
      ...fees,
    } as Parameters<typeof wagmiSendTransaction>[1]),
  )
  reportBalanceChange(context, { hash, chainId, address: account })
  return hash
}
