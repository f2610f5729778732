import { isAddress, isHex } from 'viem'
import { verifyMessage as viemVerifyMessage } from 'viem/actions'
import { requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message` on `network`: plain accounts
 * by recovery, contract accounts through ERC-1271 and not-yet-deployed ones through ERC-6492
 * (viem's `verifyMessage`, over the network's RPC, the site's transport). `false` for an address
 * or signature that is not even well formed.
 *
 * @throws {NetworkNotFoundError} for a network the adapter does not serve; the RPC's error when
 *   it cannot answer (then nothing is known about the signature).
 */
export async function verifyMessage(
  context: EvmAdapterContext,
  parameters: { address: string; message: string; signature: string; network: EvmNetwork },
): Promise<boolean> {
  const network = requireNetwork(context, parameters.network)
  const { address, message, signature } = parameters
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false
  const client = context.config.getClient({ chainId: chainIdOf(network) })
  return viemVerifyMessage(client, { address, message, signature })
}
