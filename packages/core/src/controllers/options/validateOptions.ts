import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import { InvalidOptionsError, SiweAndSiwxError } from '../../errors/options.js'
import type { Network } from '../../network/network.js'

/**
 * Checks what `createLatchKit` cannot work without (spec section 5).
 * @throws {SiweAndSiwxError} 'Cannot set both `siweConfig` and `siwx` options'.
 * @throws {InvalidOptionsError} without networks, or with two adapters for one namespace.
 */
export function validateOptions(options: {
  adapters: readonly ChainAdapter[]
  networks: readonly Network[]
  siwx?: unknown
  siweConfig?: unknown
}) {
  if (options.siweConfig !== undefined && options.siwx !== undefined) throw new SiweAndSiwxError()
  if (!Array.isArray(options.networks) || options.networks.length === 0)
    throw new InvalidOptionsError('`networks` needs at least one network')
  if (!Array.isArray(options.adapters))
    throw new InvalidOptionsError('`adapters` must be a list of chain adapters')
  const namespaces = options.adapters.map((adapter) => adapter?.namespace)
  const repeated = namespaces.find((namespace, index) => namespaces.indexOf(namespace) !== index)
  if (repeated)
    throw new InvalidOptionsError(`Two adapters serve the namespace ${repeated}; pass one per namespace`)
}
