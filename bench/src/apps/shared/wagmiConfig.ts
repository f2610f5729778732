import { arbitrum, mainnet } from 'viem/chains'
import { createConfig, http } from 'wagmi'

/** The networks of every variant. */
export const benchChains = [mainnet, arbitrum] as const

/**
 * The baseline's wagmi config: both networks over their public RPCs (never reached: the bench
 * blocks every non-local host) and EIP-6963 discovery, wagmi's default.
 */
export function createBenchWagmiConfig(options: { ssr?: boolean } = {}) {
  return createConfig({
    chains: benchChains,
    transports: { [mainnet.id]: http(), [arbitrum.id]: http() },
    ssr: options.ssr ?? false,
  })
}
