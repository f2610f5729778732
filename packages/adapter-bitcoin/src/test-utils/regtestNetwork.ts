import {
  type EsploraService,
  type LitecoinRegtest,
  litecoinRegtestParameters,
  startEsploraService,
  startLitecoinRegtest,
} from '@latchkit/testing/bitcoin'
import { type BitcoinNetwork, defineBitcoinNetwork } from '../networks/bitcoinNetwork.js'

/** The rig's regtest node, its Esplora-shaped service, and the network the adapter reads it as. */
export type RegtestNetwork = {
  node: LitecoinRegtest
  esplora: EsploraService
  network: BitcoinNetwork
  stop(): Promise<void>
}

/**
 * Starts litecoind in regtest and its Esplora service for a test file, and describes the network
 * with Litecoin's parameters (the adapter assumes none of Bitcoin's).
 */
export async function startRegtestNetwork(): Promise<RegtestNetwork> {
  const node = await startLitecoinRegtest()
  const esplora = await startEsploraService({ node }).catch(async (error: unknown) => {
    await node.stop()
    throw error
  })
  const network = defineBitcoinNetwork({
    genesisHash: node.genesisHash,
    name: 'Litecoin regtest',
    esploraUrl: esplora.url,
    parameters: litecoinRegtestParameters,
    nativeCurrency: { name: 'Litecoin', symbol: 'LTC', decimals: 8 },
  })
  return {
    node,
    esplora,
    network,
    async stop() {
      await esplora.stop()
      await node.stop()
    },
  }
}
