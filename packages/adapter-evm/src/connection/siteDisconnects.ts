import type { Config } from '@wagmi/core'

// Connector ids the site is disconnecting, per wagmi config.
const disconnecting = new WeakMap<Config, Set<string>>()

/**
 * Runs the site's own disconnect of `connectorId`. While it runs, {@link isSiteDisconnect} is
 * true for it: wallets answer the permission revoke with `accountsChanged` `[]`, which wagmi
 * reports as the wallet disconnecting, and that must not reach the kit as a wallet event.
 */
export async function whileSiteDisconnects(
  config: Config,
  connectorId: string,
  disconnect: () => Promise<void>,
): Promise<void> {
  const ids = disconnecting.get(config) ?? new Set<string>()
  disconnecting.set(config, ids)
  ids.add(connectorId)
  try {
    await disconnect()
  } finally {
    ids.delete(connectorId)
  }
}

/** Whether the site itself is disconnecting `connectorId` right now. */
export function isSiteDisconnect(config: Config, connectorId: string): boolean {
  return disconnecting.get(config)?.has(connectorId) ?? false
}
