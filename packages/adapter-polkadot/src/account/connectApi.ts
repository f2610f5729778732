import { ApiPromise, WsProvider } from '@polkadot/api'
import { PolkadotRpcConnectionError } from '../errors/rpcErrors.js'
import { type PolkadotNetwork, rpcUrlOf } from '../networks/polkadotNetwork.js'

/**
 * A @polkadot/api client for `network`, connected to its RPC node and ready (metadata read). The
 * node must serve the network's chain: one whose genesis hash differs is refused.
 *
 * @throws {PolkadotRpcConnectionError} when the node cannot be reached or serves another chain.
 */
export async function connectApi(network: PolkadotNetwork): Promise<ApiPromise> {
  const url = rpcUrlOf(network)
  const provider = new WsProvider(url)
  let api: ApiPromise
  try {
    api = await ApiPromise.create({ provider, throwOnConnect: true, noInitWarn: true })
  } catch (error) {
    await provider.disconnect().catch(() => undefined)
    throw new PolkadotRpcConnectionError({ url, network: network.name, cause: error })
  }
  const genesisHash = api.genesisHash.toHex()
  if (genesisHash !== network.polkadot.genesisHash) {
    await api.disconnect()
    throw new PolkadotRpcConnectionError({
      url,
      network: network.name,
      details: `The node serves the chain of genesis ${genesisHash}, not ${network.polkadot.genesisHash}.`,
    })
  }
  return api
}
