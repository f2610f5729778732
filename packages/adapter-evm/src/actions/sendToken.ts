import { parseAmount, SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '@latchkit/core'
import { writeContract } from '@wagmi/core'
import { erc20Abi, type Hash } from 'viem'
import {
  activeAccountOf,
  type EvmAdapterContext,
  requireConnection,
  requireNetwork,
} from '../adapter/evmAdapterContext.js'
import { withRejectionMapped } from '../errors/walletErrors.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'
import { reportBalanceChange } from './reportBalanceChange.js'
import { sendTransaction } from './sendTransaction.js'

/** What to send: the network's native currency, or an ERC-20 token by its contract address. */
export type EvmSendToken =
  | { type: 'native' }
  | { type: 'erc20'; address: string | undefined; decimals: number; symbol?: string | undefined }

/** The send form's values (spec section 3: token, sendTokenAmount, receiverAddress). */
export type SendTokenParameters = {
  connectorId: string
  network: EvmNetwork
  token: EvmSendToken | undefined
  /** In whole units, e.g. `'0.5'`. */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
}

/**
 * Sends native currency or an ERC-20 token from the connected wallet (spec section 4: "EVM sends
 * native or ERC20"), after the send form's validation (spec section 5). Resolves the hash.
 *
 * @throws {SendAmountAndReceiverRequiredError} 'An amount and receiver address are required'.
 * @throws {SendTokenRequiredError} 'A token is required' (also for an ERC-20 without its address).
 * @throws {InvalidAmountError}, {InvalidAddressError}, {UserRejectedRequestError}.
 * @example
 * await adapter.sendToken({ connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.1', receiverAddress })
 */
export async function sendToken(context: EvmAdapterContext, parameters: SendTokenParameters): Promise<Hash> {
  const { connectorId, token, sendTokenAmount, receiverAddress } = parameters
  if (!sendTokenAmount?.trim() || !receiverAddress?.trim()) throw new SendAmountAndReceiverRequiredError()
  if (!token) throw new SendTokenRequiredError()
  const network = requireNetwork(context, parameters.network)
  const to = assertAddress(receiverAddress.trim(), 'receiverAddress')

  if (token.type === 'native') {
    const value = parseAmount(sendTokenAmount, network.nativeCurrency.decimals)
    return sendTransaction(context, { connectorId, network, to, value })
  }
  if (!token.address?.trim())
    throw new SendTokenRequiredError({ reason: 'An ERC-20 send needs the token contract address.' })
  const tokenAddress = assertAddress(token.address.trim(), 'token.address')
  const amount = parseAmount(sendTokenAmount, token.decimals)
  const { connector, connection } = requireConnection(context.config, connectorId)
  const account = activeAccountOf(context, connectorId, connection)
  const chainId = chainIdOf(network)
  const hash = await withRejectionMapped(() =>
    writeContract(context.config, {
      connector,
      account,
      chainId,
      address: tokenAddress,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    }),
  )
  reportBalanceChange(context, { hash, chainId, address: account })
  return hash
}
