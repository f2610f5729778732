import { type Config, createConfig, http, injected, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import { embeddedWalletConnector } from '../connectors/embeddedWalletConnector.js'
import { pollingIntervalMs } from '../constants.js'
import { EvmAdapterOptionsError } from '../errors/optionsErrors.js'
import { configBuildingOptions, type EvmAdapterOptions } from './evmAdapterOptions.js'
import { createPageStorage } from './pageStorage.js'

/**
 * The wagmi config the adapter works through: the site's own, or one built from the options with
 * the generic injected connector (EIP-6963 wallets are added by wagmi's discovery) and an `http`
 * transport per chain unless the site gave one.
 *
 * @throws {EvmAdapterOptionsError} without networks, with duplicate chain ids, with transports
 * for chains that are not among the networks, or with build options next to `wagmiConfig`.
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
  const chainIds = new Set(chains.map((chain) => chain.id))
  const strayTransport = Object.keys(options.transports ?? {}).find((id) => !chainIds.has(Number(id)))
  if (strayTransport !== undefined)
    throw new EvmAdapterOptionsError(
      `\`transports\` has chain ${strayTransport}, which is not among \`networks\`.`,
    )

  const transports: Record<number, Transport> = {}
  for (const chain of chains) transports[chain.id] = options.transports?.[chain.id] ?? http()
  const embedded = options.embeddedWallet ? [embeddedWalletConnector(options.embeddedWallet)] : []
  const config = createConfig({
    chains,
    transports,
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
