import { type EsploraService, startEsploraService } from './startEsploraService.js'
import { type LitecoinRegtest, startLitecoinRegtest } from './startLitecoinRegtest.js'

/** The rig's Bitcoin-family part: the regtest node and the Esplora-shaped API in front of it. */
export type BitcoinRig = {
  node: LitecoinRegtest
  esplora: EsploraService
  /** Stops the API, then the node (by its pid). */
  stop: () => Promise<void>
}

/** Starts litecoind in regtest (funded) and its Esplora-shaped service; the node stops if the service fails. */
export async function startBitcoinRig(): Promise<BitcoinRig> {
  const node = await startLitecoinRegtest()
  try {
    const esplora = await startEsploraService({ node })
    return {
      node,
      esplora,
      stop: async () => {
        await esplora.stop()
        await node.stop()
      },
    }
  } catch (error) {
    await node.stop()
    throw error
  }
}
