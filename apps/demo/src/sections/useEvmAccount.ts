import type { EvmAdapter } from '@latchkit/adapter-evm'
import { useLatchKitAccount } from '@latchkit/react'
import { useDemoKit, useKitValue } from '../kit/DemoKitContext.js'
import { evmConnectorId, evmNetworkId } from './selectors.js'

type EvmNetwork = EvmAdapter['networks'][number]

/** The connected EVM account, its connector and network, or `undefined` while disconnected. */
export function useEvmAccount():
  | { address: `0x${string}`; connectorId: string; network: EvmNetwork }
  | undefined {
  const { evm } = useDemoKit()
  const { address, isConnected } = useLatchKitAccount({ namespace: 'eip155' })
  const connectorId = useKitValue(evmConnectorId)
  const networkId = useKitValue(evmNetworkId)
  const network = evm.networks.find((candidate) => candidate.caipNetworkId === networkId)
  if (!isConnected || !address || !connectorId || !network) return undefined
  return { address: address as `0x${string}`, connectorId, network }
}
