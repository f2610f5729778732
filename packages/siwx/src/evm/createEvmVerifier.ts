import type { Network, SiwxVerifier } from '@latchkit/core'
import {
  type Chain,
  createPublicClient,
  type Hex,
  http,
  isAddress,
  isHex,
  type PublicClient,
  type Transport,
} from 'viem'
import { splitChainId } from '../message/validateFields.js'

export type CreateEvmVerifierParameters = {
  /** viem public clients, one per chain (matched by `client.chain.id`); they take priority. */
  clients?: readonly PublicClient[]
  /** Networks whose default RPC URL is dialed for chains without a client (the kit's `networks`). */
  networks?: readonly Network[]
}

/**
 * Verifies EVM sign-in signatures on the message's chain: plain accounts by recovery, contract
 * wallets through ERC-1271 and not-yet-deployed ones through ERC-6492 (viem's `verifyMessage`,
 * which calls the chain's RPC). A chain with neither client nor network fails verification.
 *
 * @example
 * import { createEvmVerifier } from '@latchkit/siwx/evm'
 * const verifier = createEvmVerifier({ networks: [mainnet] })
 */
export function createEvmVerifier(parameters: CreateEvmVerifierParameters): SiwxVerifier {
  const dialed = new Map<number, PublicClient>()

  function clientFor(chainId: number): PublicClient | undefined {
    const given = parameters.clients?.find((client) => client.chain?.id === chainId)
    if (given) return given
    const network = parameters.networks?.find(
      (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
    )
    const url = network?.rpcUrls.default.http[0]
    if (!url) return undefined
    let client = dialed.get(chainId)
    if (!client) {
      client = createPublicClient<Transport, Chain | undefined>({ transport: http(url) })
      dialed.set(chainId, client)
    }
    return client
  }

  return {
    namespace: 'eip155',
    async verify({ data, message, signature }) {
      const { namespace, reference } = splitChainId(data.chainId)
      const client = clientFor(Number(reference))
      if (namespace !== 'eip155' || !client || !isAddress(data.accountAddress) || !isHex(signature))
        return false
      try {
        return await client.verifyMessage({
          address: data.accountAddress,
          message,
          signature: signature as Hex,
        })
      } catch {
        return false
      }
    },
  }
}
