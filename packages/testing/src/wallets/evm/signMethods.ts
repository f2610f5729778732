import { isHex, type TypedDataDefinition } from 'viem'
import { invalidParams } from '../providerRpcError.js'
import { confirm, type EvmWalletMethod, signerFor } from './evmWalletContext.js'
import { addressParam, objectParam } from './parseParams.js'
import { smartAccountSignature } from './smartAccountSignature.js'

function parseTypedData(value: unknown): TypedDataDefinition {
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw invalidParams('Expected the typed data to be JSON.')
    }
  }
  const typedData = objectParam(parsed, 'the typed data')
  const { domain, types, primaryType, message } = typedData
  if (typeof primaryType !== 'string') throw invalidParams('Expected the typed data to name its primaryType.')
  objectParam(types, 'types')
  objectParam(message, 'message')
  return {
    domain: domain === undefined ? {} : objectParam(domain, 'domain'),
    types,
    primaryType,
    message,
  } as TypedDataDefinition
}

/** Message signing with the active account's key (for its smart account, when set), after the user approves. */
export const signMethods: Record<string, EvmWalletMethod> = {
  // params: [message, address]; a hex message is signed as bytes, anything else as UTF-8 text.
  personal_sign: async (context, params, origin) => {
    const [message, address] = params
    if (typeof message !== 'string') throw invalidParams('Expected the message to be a string.')
    const account = signerFor(context, origin, addressParam(address, 'the address'))
    await confirm(context, 'sign')
    const signature = await account.signMessage({
      message: isHex(message, { strict: true }) ? { raw: message } : message,
    })
    return smartAccountSignature(context, signature)
  },

  eth_signTypedData_v4: async (context, params, origin) => {
    const account = signerFor(context, origin, addressParam(params[0], 'the address'))
    const typedData = parseTypedData(params[1])
    const domainChainId = typedData.domain?.chainId
    // Signing for another chain than the one shown is how replay attacks start; wallets refuse.
    if (domainChainId !== undefined && Number(domainChainId) !== context.chainId)
      throw invalidParams(
        `The typed data is for chain ${domainChainId}, the wallet is on ${context.chainId}.`,
      )
    await confirm(context, 'sign')
    return smartAccountSignature(context, await account.signTypedData(typedData))
  },
}
