import type { KitStorage } from '../contracts/storage.js'
import type { ConnectionStatus } from '../controllers/account/accountState.js'
import type { ChainNamespace } from '../network/namespaces.js'

/**
 * Each namespace's status when the kit starts (spec section 4): with reconnect off, all are
 * disconnected; a stored connected status starts as connecting (the reconnect settles it); a
 * stored disconnected status also clears the caches keyed by address.
 */
export function getStartupStatuses(parameters: {
  namespaces: readonly ChainNamespace[]
  storage: KitStorage
  enableReconnect: boolean
}): Record<string, ConnectionStatus> {
  const { namespaces, storage } = parameters
  const statuses: Record<string, ConnectionStatus> = {}
  for (const namespace of namespaces) statuses[namespace] = 'disconnected'
  if (!parameters.enableReconnect) return statuses
  const stored = storage.get('connectionStatus')
  if (stored === 'disconnected') {
    storage.remove('balanceCache')
    storage.remove('nativeBalanceCache')
    storage.remove('identityCache')
    storage.remove('nameCache')
  }
  if (stored !== 'connected') return statuses
  const storedNamespaces = [
    ...(storage.get('connectedNamespaces') ?? []),
    ...Object.keys(storage.get('connectedConnectorIds') ?? {}),
  ]
  for (const namespace of namespaces)
    if (storedNamespaces.includes(namespace)) statuses[namespace] = 'connecting'
  return statuses
}
