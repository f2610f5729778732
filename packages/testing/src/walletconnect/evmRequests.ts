import {
  type Address,
  createWalletClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type SendTransactionParameters,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  invalidParams,
  unauthorizedAccount,
  unsupportedMethod,
  WalletRequestError,
} from './walletRequestError.js'

export type EvmRequestContext = {
  /** The chain the dapp addressed, from the request's CAIP-2 id. */
  chainId: number
  /** Emits a session event (`chainChanged`) to the dapp for an approved chain. */
  emitChainChanged(chainId: number): Promise<void>
}

/**
 * Answers the `eip155` requests of a session with a viem private-key account: signatures are
 * made locally, transactions are filled, signed and sent through `rpcUrl` (anvil in the rig).
 */
export function createEvmRequestHandler(
  account: PrivateKeyAccount,
  options: { rpcUrl?: string | undefined },
) {
  const walletClient = options.rpcUrl
    ? createWalletClient<Transport, undefined, PrivateKeyAccount>({
        account,
        transport: http(options.rpcUrl),
      })
    : undefined

  function assertOwnAccount(address: unknown) {
    if (
      typeof address !== 'string' ||
      !isHex(address) ||
      !isAddressEqual(address as Address, account.address)
    ) {
      throw unauthorizedAccount(String(address))
    }
  }

  return async (method: string, params: unknown, context: EvmRequestContext): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return numberToHex(context.chainId)
      case 'personal_sign': {
        // The spec orders [message, address]; some dapps send [address, message].
        const [first, second] = list
        const [message, address] =
          typeof second === 'string' && isHex(second) && second.length === 42 ? list : [second, first]
        assertOwnAccount(address)
        if (typeof message !== 'string') throw invalidParams('personal_sign takes [message, address]')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = list
        assertOwnAccount(address)
        const definition = typeof typedData === 'string' ? parseJson(typedData) : typedData
        if (typeof definition !== 'object' || definition === null)
          throw invalidParams('typed data must be an object')
        return account.signTypedData(definition as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        if (!walletClient)
          throw new WalletRequestError(-32603, 'The rig wallet was started without an EVM rpcUrl')
        const transaction = list[0]
        if (typeof transaction !== 'object' || transaction === null)
          throw invalidParams('eth_sendTransaction takes [transaction]')
        const fields = transaction as Record<string, unknown>
        if (fields.from !== undefined) assertOwnAccount(fields.from)
        return walletClient.sendTransaction(fromRpcTransaction(fields, account))
      }
      case 'wallet_switchEthereumChain': {
        const target = (list[0] as { chainId?: unknown } | undefined)?.chainId
        if (typeof target !== 'string' || !isHex(target))
          throw invalidParams('wallet_switchEthereumChain takes [{ chainId }]')
        await context.emitChainChanged(hexToNumber(target))
        return null
      }
      default:
        throw unsupportedMethod(method)
    }
  }
}

// An EIP-1193 transaction object has hex quantities; viem takes bigints and fills what is missing
// (nonce, gas, fees, chain id) from the node.
function fromRpcTransaction(
  fields: Record<string, unknown>,
  account: PrivateKeyAccount,
): SendTransactionParameters {
  const quantity = (key: string) => {
    const value = fields[key]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`"${key}" must be a hex quantity`)
    return hexToBigInt(value)
  }
  const nonce = quantity('nonce')
  const request = {
    account,
    chain: null,
    to: (fields.to ?? undefined) as Address | undefined,
    data: (fields.data ?? fields.input ?? undefined) as Hex | undefined,
    value: quantity('value'),
    gas: quantity('gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    ...(fields.gasPrice !== undefined
      ? { gasPrice: quantity('gasPrice') }
      : { maxFeePerGas: quantity('maxFeePerGas'), maxPriorityFeePerGas: quantity('maxPriorityFeePerGas') }),
  }
  // viem's parameter type is a union over fee styles that a runtime-built object cannot narrow to.
  return request as SendTransactionParameters
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw invalidParams('typed data is not valid JSON')
  }
}
