import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  hexToBigInt,
  http,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { NodeWalletChain } from './nodeWallet.js'
import { ProviderRpcError } from './providerRpcError.js'

let nextId = 1

/** Sends a read to the chain's node, answering with the node's result or its error code. */
export async function forwardToNode(
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
  return body.result ?? null
}

type RpcCall = {
  to?: Hex
  data?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

// One send at a time, so each reads the nonce the previous one left.
let queue: Promise<unknown> = Promise.resolve()

/** Signs and sends `calls` one after another from `account`; resolves the last hash. */
export function sendFrom(
  account: PrivateKeyAccount,
  chain: NodeWalletChain,
  calls: readonly unknown[],
): Promise<Hash> {
  const client = createWalletClient<Transport, Chain, PrivateKeyAccount>({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const run = queue.then(async () => {
    let hash: Hash | undefined
    for (const call of calls as RpcCall[]) {
      const fees =
        call.gasPrice !== undefined
          ? { gasPrice: quantity(call.gasPrice) }
          : {
              maxFeePerGas: quantity(call.maxFeePerGas),
              maxPriorityFeePerGas: quantity(call.maxPriorityFeePerGas),
            }
      hash = await client.sendTransaction({
        to: call.to,
        data: call.data,
        value: quantity(call.value),
        gas: quantity(call.gas),
        ...fees,
      } as Parameters<typeof client.sendTransaction>[0])
    }
    if (!hash) throw new ProviderRpcError(-32602, 'Nothing to send.')
    return hash
  })
  queue = run.catch(() => undefined)
  return run
}

/** Signs EIP-712 typed data given as `eth_signTypedData_v4` JSON. */
export function signTypedDataJson(account: PrivateKeyAccount, json: string): Promise<Hex> {
  return account.signTypedData(JSON.parse(json) as TypedDataDefinition)
}
