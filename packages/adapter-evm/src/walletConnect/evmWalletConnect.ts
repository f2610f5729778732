import type { AdapterConnection, ChainAdapterWalletConnect } from '@latchkit/core'
import { switchConnection, connect as wagmiConnect } from '@wagmi/core'
import { connectionOf, type EvmAdapterContext, findWagmiConnector } from '../adapter/evmAdapterContext.js'
import { toAdapterConnection } from '../connection/toAdapterConnection.js'
import { chainIdOf } from '../networks/toNetwork.js'
import { walletConnectConnector } from './walletConnectConnector.js'
import type { WalletConnectLink } from './walletConnectLink.js'
import { evmWalletConnectEvents, evmWalletConnectMethods } from './walletConnectMethods.js'

/**
 * The EVM namespace's part of the kit's WalletConnect sessions (`eip155`): the session becomes a
 * wagmi connection of the connector `'walletConnect'`, so the adapter's actions, and the site's
 * own wagmi hooks, go through it like through any wallet.
 */
export function createEvmWalletConnect(context: EvmAdapterContext): ChainAdapterWalletConnect {
  const link: WalletConnectLink = { provider: undefined, session: undefined }
  const { config } = context

  function wagmiConnector() {
    const known = findWagmiConnector(config, 'walletConnect')
    if (known) return known
    const connector = config._internal.connectors.setup(walletConnectConnector(link))
    config._internal.connectors.setState((connectors) => [...connectors, connector])
    return connector
  }

  return {
    methods: evmWalletConnectMethods,
    events: evmWalletConnectEvents,
    async connect({ provider, session, network }): Promise<AdapterConnection> {
      link.provider = provider
      link.session = session
      const connector = wagmiConnector()
      const existing = connectionOf(config, connector)
      if (existing) {
        if (config.state.current !== connector.uid) switchConnection(config, { connector })
        return toAdapterConnection(connector, existing)
      }
      const result = await wagmiConnect(config, {
        connector,
        ...(network ? { chainId: chainIdOf(network) } : {}),
      })
      return toAdapterConnection(connector, result)
    },
  }
}
