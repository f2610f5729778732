import { randomUUID } from 'node:crypto'
import SignClient from '@walletconnect/sign-client'

/**
 * An unmodified `@walletconnect/sign-client` acting as the dapp, set up the way a site would for
 * the rig: `relayUrl` at the rig relay, telemetry off, its own storage prefix (two clients in one
 * process otherwise share one core). Close it with `closeSignClient`.
 */
export function startSignClientDapp(relayUrl: string): Promise<SignClient> {
  return SignClient.init({
    projectId: 'latchkit-rig',
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `latchkit-rig-dapp-${randomUUID()}`,
    metadata: {
      name: 'Rig dapp',
      description: 'A dapp in a LatchKit test',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}
