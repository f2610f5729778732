import type { ApiPromise } from '@polkadot/api'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'

/** The adapter's @polkadot/api clients, one per network. */
export type PolkadotApis = {
  /**
   * The network's client, connected and ready: made on the first call (which downloads
   * @polkadot/api), shared by the later ones. A failed connection is forgotten, so the next call
   * tries again. @throws {PolkadotRpcConnectionError}
   */
  get(network: PolkadotNetwork): Promise<ApiPromise>
  /** Disconnects every client, including one still connecting. */
  destroy(): void
}

/**
 * The adapter's clients: none until a visitor connects or a balance is read; then one
 * `ApiPromise` per network, over its WebSocket RPC.
 */
export function createPolkadotApis(): PolkadotApis {
  const apis = new Map<string, Promise<ApiPromise>>()
  return {
    get(network) {
      const existing = apis.get(network.caipNetworkId)
      if (existing) return existing
      const connecting = import('./connectApi.js').then(({ connectApi }) => connectApi(network))
      apis.set(network.caipNetworkId, connecting)
      connecting.catch(() => {
        if (apis.get(network.caipNetworkId) === connecting) apis.delete(network.caipNetworkId)
      })
      return connecting
    },
    destroy() {
      for (const connecting of apis.values())
        connecting.then(
          (api) => api.disconnect(),
          () => undefined,
        )
      apis.clear()
    },
  }
}
