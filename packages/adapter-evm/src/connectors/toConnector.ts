import type { Connector } from '@latchkit/core'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { embeddedWalletConnectorType } from './embeddedWalletConnector.js'

/** wagmi's id of its generic `injected()` connector (`window.ethereum`). */
export const injectedConnectorId = 'injected'

/** What the modal calls the generic injected wallet (spec section 5 hides it on desktop). */
const injectedConnectorName = 'Browser Wallet'

type InjectedWindow = { ethereum?: unknown }

/** The page's `window.ethereum`, if a wallet injected one. */
export function injectedProvider(): unknown {
  if (typeof window === 'undefined') return undefined
  return (window as unknown as InjectedWindow).ethereum
}

/**
 * Maps a wagmi connector to a core connector: wallets announced over EIP-6963 are `ANNOUNCED`
 * (name, icon and rdns from the announcement), wagmi's generic `injected()` is `INJECTED`, a
 * `walletConnect`-type connector is `WALLET_CONNECT`, and any other a site brings is `EXTERNAL`.
 * The generic injected connector is left out while the page has no `window.ethereum`.
 */
export function toConnector(config: Config, connector: WagmiConnector): Connector | undefined {
  const base = { id: connector.id, name: connector.name, chainNamespaces: ['eip155'] as const }
  const imageUrl = connector.icon ? { imageUrl: connector.icon } : {}
  // wagmi names an announced wallet's connector by its rdns but keeps the announcement (rdns,
  // provider) only in its discovery store, which it exposes as `_internal.mipd`.
  const announced = config._internal.mipd?.findProvider({ rdns: connector.id })
  if (connector.type === 'injected' && announced)
    return {
      ...base,
      type: 'ANNOUNCED',
      name: announced.info.name,
      imageUrl: announced.info.icon,
      rdns: announced.info.rdns,
      provider: announced.provider,
    }
  if (connector.type === 'injected' && connector.id === injectedConnectorId) {
    const provider = injectedProvider()
    if (!provider) return undefined
    return { ...base, ...imageUrl, type: 'INJECTED', name: injectedConnectorName, provider }
  }
  if (connector.type === embeddedWalletConnectorType) return { ...base, ...imageUrl, type: 'AUTH' }
  const rdns = typeof connector.rdns === 'string' ? { rdns: connector.rdns } : {}
  if (connector.type === 'walletConnect') return { ...base, ...imageUrl, ...rdns, type: 'WALLET_CONNECT' }
  return { ...base, ...imageUrl, ...rdns, type: 'EXTERNAL' }
}

/** Every connector of the config that the modal can list. */
export function toConnectors(config: Config): Connector[] {
  return config.connectors.flatMap((connector) => toConnector(config, connector) ?? [])
}
