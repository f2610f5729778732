import type { PolkadotNetwork } from '@latchkit/adapter-polkadot'
import { useLatchKitAccount } from '@latchkit/react'
import { useDemoKit, useKitValue } from '../kit/DemoKitContext.js'
import { polkadotConnectorId, polkadotNetworkId } from './selectors.js'

/** The connected Polkadot account, its connector and network, or `undefined` while disconnected. */
export function usePolkadotAccount():
  | { address: string; connectorId: string; network: PolkadotNetwork }
  | undefined {
  const { polkadot } = useDemoKit()
  const { address, isConnected } = useLatchKitAccount({ namespace: 'polkadot' })
  const connectorId = useKitValue(polkadotConnectorId)
  const networkId = useKitValue(polkadotNetworkId)
  const network = polkadot.networks.find((candidate) => candidate.caipNetworkId === networkId)
  if (!isConnected || !address || !connectorId || !network) return undefined
  return { address, connectorId, network }
}
