import { type Config, createConfig, injected } from '@wagmi/core'
import type { Chain } from 'viem'
import { embeddedWalletConnector } from '../connectors/embeddedWalletConnector.js'
import { multicallBatchSize, pollingIntervalMs } from '../constants.js'
import { EvmAdapterOptionsError } from '../errors/optionsErrors.js'
import { createChainTransports } from '../transport/chainTransports.js'
import { configBuildingOptions, type EvmAdapterOptions } from './evmAdapterOptions.js'
import { createPageStorage } from './pageStorage.js'

/**
 * The wagmi config the adapter works through: the site's own, or one built from the options with
 * the generic injected connector (EIP-6963 wallets are added by wagmi's discovery) and a transport
 * per chain (`createChainTransports`: the site's own, its URLs, or the provider RPC host).
 *
 * @throws {EvmAdapterOptionsError} without networks, with duplicate chain ids, with transports or
 * URLs the adapter cannot use (`createChainTransports`), or with build options next to `wagmiConfig`.
 */
export function createEvmWagmiConfig(options: EvmAdapterOptions): {
  config: Config
  chains: readonly [Chain, ...Chain[]]
} {
  const { wagmiConfig } = options
  if (wagmiConfig) return { config: wagmiConfig, chains: chainsOfSiteConfig(wagmiConfig, options) }

  const chains = options.networks
  if (!chains?.length)
    throw new EvmAdapterOptionsError('Pass `networks` (viem chains), or a `wagmiConfig` of your own.')
  assertDistinct(chains)
  const transports = createChainTransports(chains, options)
  const embedded = options.embeddedWallet ? [embeddedWalletConnector(options.embeddedWallet)] : []
  const config = createConfig({
    chains,
    transports,
    // Spec section 9: reads of one tick go in Multicall3 calls of at most 1024 bytes of calldata.
    batch: { multicall: { batchSize: multicallBatchSize } },
    connectors: [injected(), ...embedded, ...(options.connectors ?? [])],
    multiInjectedProviderDiscovery: options.multiInjectedProviderDiscovery ?? true,
    ssr: options.ssr ?? false,
    pollingInterval: options.pollingInterval ?? pollingIntervalMs,
    storage: options.storage === undefined ? createPageStorage() : options.storage,
  })
  return { config, chains }
}

function chainsOfSiteConfig(config: Config, options: EvmAdapterOptions): readonly [Chain, ...Chain[]] {
  const misplaced = configBuildingOptions.filter((key) => options[key] !== undefined)
  if (misplaced.length > 0)
    throw new EvmAdapterOptionsError(
      `${misplaced.map((key) => `\`${key}\``).join(', ')} only apply when the adapter builds the wagmi config; set them on your \`wagmiConfig\` instead.`,
    )
  const { networks } = options
  if (!networks) return config.chains
  assertDistinct(networks)
  const missing = networks.find((network) => !config.chains.some((chain) => chain.id === network.id))
  if (missing)
    throw new EvmAdapterOptionsError(
      `Network ${missing.name} (${missing.id}) is not among the chains of \`wagmiConfig\`.`,
    )
  return networks
}

function assertDistinct(chains: readonly Chain[]) {
  const seen = new Set<number>()
  for (const chain of chains) {
    if (seen.has(chain.id))
      throw new EvmAdapterOptionsError(`Chain ${chain.id} is listed twice in \`networks\`.`)
    seen.add(chain.id)
  }
}
