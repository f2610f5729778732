import { getEnsAddress } from '@wagmi/core'
import { normalize } from 'viem/ens'
import { requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'

/**
 * The address an ENS name points to on `network`, through its ENS universal resolver
 * (`contracts.ensUniversalResolver` of the viem chain). The name is normalized first (ENSIP-15:
 * `Alice.eth` is `alice.eth`; a name with invisible characters is no name). `undefined` on a
 * network without ENS, for a name that is not one (the empty name included) or has no address,
 * and when the resolver fails.
 *
 * @throws {NetworkNotFoundError} for a network the adapter does not serve.
 * @example
 * await adapter.resolveName({ name: 'vitalik.eth', network }) // '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export async function resolveName(
  context: EvmAdapterContext,
  parameters: { name: string; network: EvmNetwork },
): Promise<string | undefined> {
  const chainId = chainIdOf(requireNetwork(context, parameters.network))
  const chain = context.config.chains.find((candidate) => candidate.id === chainId)
  if (!chain?.contracts?.ensUniversalResolver) return undefined
  try {
    const name = normalize(parameters.name.trim())
    // The empty name is ENS's root, not a name a visitor sends to.
    if (!name) return undefined
    return (await getEnsAddress(context.config, { name, chainId })) ?? undefined
  } catch {
    // A name ENS refuses, or a resolver that reverts or does not answer: no address to send to.
    return undefined
  }
}
