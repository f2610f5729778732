import type { ChainNamespace } from '../../network/namespaces.js'

/**
 * The namespace a connect is for: the requested one, else the first of the modal's, the active and
 * the connector's first namespace that the connector serves; `undefined` when none is.
 */
export function connectNamespace(parameters: {
  requested: ChainNamespace | undefined
  /** The namespaces the connector serves. */
  served: readonly ChainNamespace[]
  modalNamespace: ChainNamespace | undefined
  activeNamespace: ChainNamespace | undefined
}): ChainNamespace | undefined {
  const { requested, served } = parameters
  if (requested) return requested
  const candidates = [parameters.modalNamespace, parameters.activeNamespace, served[0]]
  return candidates.find((namespace) => namespace !== undefined && served.includes(namespace))
}
