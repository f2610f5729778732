import type { KitStateSnapshot } from '@latchkit/core'

/**
 * The name of a session's chain as the site configured it (`eip155:<chainId>` among the kit's
 * EVM networks), else its CAIP-2 id: a session may be on a chain this site does not list.
 */
export function sessionNetworkName(state: KitStateSnapshot, chainId: number): string {
  const id = `eip155:${chainId}`
  const network = state.network.byNamespace.eip155?.requestedCaipNetworks.find(
    (candidate) => candidate.caipNetworkId === id,
  )
  return network?.name ?? id
}
