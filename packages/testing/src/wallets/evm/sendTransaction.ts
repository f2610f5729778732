import { type Address, createWalletClient, type Hash, type Hex, hexToBigInt, hexToNumber, http } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { type EvmWalletChain, viemChain } from './evmWalletContext.js'
import { addressParam, hexParam, objectParam } from './parseParams.js'

/** An `eth_sendTransaction` request, read from its JSON-RPC (hex) form. */
export type TransactionRequest = {
  from?: Address | undefined
  to?: Address | undefined
  data?: Hex | undefined
  value?: bigint | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  nonce?: number | undefined
  chainId?: number | undefined
}

const optional = <T>(value: unknown, read: (value: unknown) => T): T | undefined =>
  value === undefined || value === null ? undefined : read(value)

/** Reads the hex fields of an RPC transaction request, refusing malformed ones with -32602. */
export function parseTransactionRequest(value: unknown, field = 'the transaction'): TransactionRequest {
  const request = objectParam(value, field)
  const quantity = (name: string) => optional(request[name], (v) => hexToBigInt(hexParam(v, name)))
  return {
    from: optional(request.from, (v) => addressParam(v, 'from')),
    to: optional(request.to, (v) => addressParam(v, 'to')),
    data: optional(request.data ?? request.input, (v) => hexParam(v, 'data')),
    value: quantity('value'),
    gas: quantity('gas'),
    gasPrice: quantity('gasPrice'),
    maxFeePerGas: quantity('maxFeePerGas'),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas'),
    nonce: optional(request.nonce, (v) => hexToNumber(hexParam(v, 'nonce'))),
    chainId: optional(request.chainId, (v) => hexToNumber(hexParam(v, 'chainId'))),
  }
}

/**
 * Signs `request` with `account` and sends it raw to `chain`'s node; viem fills in the nonce,
 * the gas and the fees the site left out, as a wallet does.
 */
export async function sendTransaction(
  account: PrivateKeyAccount,
  chain: EvmWalletChain,
  request: TransactionRequest,
): Promise<Hash> {
  const client = createWalletClient({ account, chain: viemChain(chain), transport: http(chain.rpcUrl) })
  const { to, data, value, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request
  const fees = gasPrice !== undefined ? { gasPrice } : { maxFeePerGas, maxPriorityFeePerGas }
  return client.sendTransaction({ to, data, value, gas, nonce, ...fees } as Parameters<
    typeof client.sendTransaction
  >[0])
}
