import type { EmbeddedWalletConnector } from '@latchkit/core'
import { type CreateConnectorFn, createConnector, injected } from '@wagmi/core'
import type { Chain, EIP1193Provider } from 'viem'

/** The wagmi `type` of the embedded wallet's connector (the kit lists it as `AUTH`). */
export const embeddedWalletConnectorType = 'latchkitEmbedded'

/**
 * The embedded wallet as a wagmi connector: wagmi's injected connector aimed at the wallet's
 * EIP-1193 provider (made on first use: nothing loads before), under its own `type` so the
 * adapter lists it as `AUTH` and not as a browser wallet.
 */
export function embeddedWalletConnector(
  wallet: EmbeddedWalletConnector,
  chains: readonly Chain[],
  read: (chainId: number, method: string, params: readonly unknown[]) => Promise<unknown>,
): CreateConnectorFn {
  let provider: EIP1193Provider | undefined
  const base = injected({
    target: {
      id: wallet.connectorId,
      name: wallet.name,
      ...(wallet.imageUrl ? { icon: wallet.imageUrl } : {}),
      provider: () => {
        provider ??= wallet.eip155Provider({
          chainIds: chains.map((chain) => chain.id),
          read,
        }) as EIP1193Provider
        return provider
      },
    },
  })
  return createConnector((config) => ({ ...base(config), type: embeddedWalletConnectorType }))
}
