import type { BitcoinNetwork } from '@latchkit/adapter-bitcoin'
import { useLatchKitAccount } from '@latchkit/react'
import { useDemoKit, useKitValue } from '../kit/DemoKitContext.js'
import { bitcoinConnectorId, bitcoinNetworkId } from './selectors.js'

/** The connected Bitcoin account, its connector and network, or `undefined` while disconnected. */
export function useBitcoinAccount():
  | { address: string; connectorId: string; network: BitcoinNetwork }
  | undefined {
  const { bitcoin } = useDemoKit()
  const { address, isConnected } = useLatchKitAccount({ namespace: 'bip122' })
  const connectorId = useKitValue(bitcoinConnectorId)
  const networkId = useKitValue(bitcoinNetworkId)
  const network = bitcoin.networks.find((candidate) => candidate.caipNetworkId === networkId)
  if (!isConnected || !address || !connectorId || !network) return undefined
  return { address, connectorId, network }
}
