import type { EmbeddedWalletConnector } from '@latchkit/core'
import { type CreateConnectorFn, createConnector, injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { loadChainRpc } from '../adapter/lazyParts.js'

/** The wagmi `type` of the embedded wallet's connector (the kit lists it as `AUTH`). */
export const embeddedWalletConnectorType = 'latchkitEmbedded'

/**
 * The embedded wallet (`@latchkit/embedded-wallet`'s `createEmbeddedWallet`) as a wagmi
 * connector: wagmi's injected connector aimed at the wallet's EIP-1193 provider (made on first
 * use: nothing loads before), under its own `type` so the adapter lists it as `AUTH`, not as a
 * browser wallet. The provider reads the chain through the config's own transports, with code
 * loaded on its first read (`readEmbeddedChain`). The adapter adds it when it builds the config
 * (`new EvmAdapter({ networks, embeddedWallet })`); a site with its own wagmi config adds it to
 * that config's connectors.
 *
 * @example
 * const wagmiConfig = createConfig({ chains, transports, connectors: [embeddedWalletConnector(wallet)] })
 * const evm = new EvmAdapter({ wagmiConfig })
 */
export function embeddedWalletConnector(wallet: EmbeddedWalletConnector): CreateConnectorFn {
  return createConnector((config) => {
    const read = (chainId: number, method: string, params: readonly unknown[]) =>
      loadChainRpc().then((part) => part.readEmbeddedChain(config, chainId, method, params))
    let provider: EIP1193Provider | undefined
    const base = injected({
      target: {
        id: wallet.connectorId,
        name: wallet.name,
        ...(wallet.imageUrl ? { icon: wallet.imageUrl } : {}),
        provider: () => {
          provider ??= wallet.eip155Provider({
            chainIds: config.chains.map((chain) => chain.id),
            read,
          }) as EIP1193Provider
          return provider
        },
      },
    })
    return { ...base(config), type: embeddedWalletConnectorType }
  })
}
