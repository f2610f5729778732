import { type CaipNetworkId, parseCaipNetworkId } from '../../caip/caip.js'
import type { KitStorage } from '../../contracts/storage.js'

/**
 * The networks the embedded wallet offers smart accounts on, as storage keeps them (spec section
 * 3: comma-separated). An entry that is not a CAIP-2 id (a value edited by hand) is dropped.
 */
export function readSmartAccountNetworks(storage: KitStorage): CaipNetworkId[] {
  const stored = storage.get('smartAccountEnabledNetworks') ?? ''
  return stored.split(',').filter((id): id is CaipNetworkId => {
    try {
      return Boolean(parseCaipNetworkId(id))
    } catch {
      return false
    }
  })
}
