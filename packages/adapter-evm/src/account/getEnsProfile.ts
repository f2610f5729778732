import type { Identity } from '@latchkit/core'
import { getEnsAvatar, getEnsName } from '@wagmi/core'
import { requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'

/**
 * The ENS name and avatar of `address`, resolved on `network` through its ENS universal resolver
 * (`contracts.ensUniversalResolver` of the viem chain). `{ name: null, avatar: null }` when the
 * address has no name or the network has no ENS.
 *
 * @throws {InvalidAddressError} or {NetworkNotFoundError}.
 */
export async function getEnsProfile(
  context: EvmAdapterContext,
  parameters: { address: string; network: EvmNetwork },
): Promise<Identity> {
  const network = requireNetwork(context, parameters.network)
  const address = assertAddress(parameters.address, 'address')
  const chainId = chainIdOf(network)
  const chain = context.config.chains.find((candidate) => candidate.id === chainId)
  if (!chain?.contracts?.ensUniversalResolver) return { name: null, avatar: null }
  const name = await getEnsName(context.config, { address, chainId })
  if (!name) return { name: null, avatar: null }
  const avatar = await getEnsAvatar(context.config, { name, chainId }).catch(() => null)
  return { name, avatar }
}
