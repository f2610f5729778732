import { type Registry, type Relay, startRegistry, startRelay } from '@latchkit/testing'

/** The rig's wallet registry (700 wallets) and WalletConnect relay, on 127.0.0.1, for the pages. */
export type RigServices = {
  registryUrl: string
  relayUrl: string
  /** The wallet the search flow looks for: the registry's last, far from the first page. */
  searchedWallet: string
  stop(): Promise<void>
}

/** Starts the rig registry and relay the LatchKit pages are pointed at (see pageUrl). */
export async function startRigServices(): Promise<RigServices> {
  const registry: Registry = await startRegistry()
  const relay: Relay = await startRelay()
  const searchedWallet = registry.wallets.at(-1)?.name
  if (!searchedWallet) throw new Error('The rig registry serves no wallets')
  return {
    registryUrl: registry.url,
    relayUrl: relay.url,
    searchedWallet,
    async stop() {
      await Promise.all([registry.stop(), relay.stop()])
    },
  }
}

/** A LatchKit page's URL with the rig services it should use, read by startLatchKit. */
export function pageUrl(serverUrl: string, rig: RigServices | undefined): string {
  if (!rig) return `${serverUrl}/`
  const query = new URLSearchParams({ registry: rig.registryUrl, relay: rig.relayUrl })
  return `${serverUrl}/?${query}`
}
