import { type CaipNetworkId, parseCaipNetworkId } from '../caip/caip.js'
import { isChainNamespace } from '../network/namespaces.js'
import { refined } from './decode.js'

/** Whether `value` is a valid CAIP-2 id of a chain namespace LatchKit knows. */
export function isCaipNetworkId(value: string): value is CaipNetworkId {
  try {
    return isChainNamespace(parseCaipNetworkId(value).namespace)
  } catch {
    return false
  }
}

export const chainNamespace = refined(isChainNamespace)
export const caipNetworkId = refined(isCaipNetworkId)
