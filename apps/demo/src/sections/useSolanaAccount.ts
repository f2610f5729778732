import type { KitStateSnapshot } from '@latchkit/core'
import { useLatchKitAccount } from '@latchkit/react'
import { useKitValue } from '../kit/DemoKitContext.js'

/** The connector the Solana namespace is connected with. */
const solanaConnectorId = (state: KitStateSnapshot) => state.connection.connections.solana?.connectorId

/** The connected Solana account and its connector, or `undefined` while disconnected. */
export function useSolanaAccount(): { address: string; connectorId: string } | undefined {
  const { address, isConnected } = useLatchKitAccount({ namespace: 'solana' })
  const connectorId = useKitValue(solanaConnectorId)
  if (!isConnected || !address || !connectorId) return undefined
  return { address, connectorId }
}
