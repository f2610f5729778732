import { invalidParams } from '../providerRpcError.js'
import { confirm, currentChain, type EvmWalletMethod, senderFor } from './evmWalletContext.js'
import { parseTransactionRequest, sendTransaction } from './sendTransaction.js'

/** `eth_sendTransaction`: the active account signs, after the user approves, on the wallet's chain. */
export const sendMethods: Record<string, EvmWalletMethod> = {
  eth_sendTransaction: async (context, params, origin) => {
    const request = parseTransactionRequest(params[0])
    const account = senderFor(context, origin, request.from)
    const chain = currentChain(context)
    if (request.chainId !== undefined && request.chainId !== chain.chainId)
      throw invalidParams(
        `The transaction is for chain ${request.chainId}, the wallet is on ${chain.chainId}.`,
      )
    await confirm(context, 'send')
    return context.oneAtATime(() => sendTransaction(account, chain, request))
  },
}
