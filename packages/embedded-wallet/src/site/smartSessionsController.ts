import type { LatchKit, SmartSessionSummary, SmartSessionsController } from '@latchkit/core'
import { SmartSessionsAccountError } from './errors.js'
import type { EmbeddedFrameClient } from './frameClient.js'

/**
 * Lists and revokes the sessions of the visitor's smart account through the frame (the service
 * keeps them; the frame signs a revocation with the owner's key). The account is the EVM account
 * the kit shows: the smart account, since the view is reached only while it is in use.
 */
export function createSmartSessionsController(parameters: {
  kit: LatchKit
  client: Pick<EmbeddedFrameClient, 'request'>
}): SmartSessionsController {
  const { kit, client } = parameters
  const account = () => {
    const address = kit.getState().accounts.eip155?.address
    if (!address) throw new SmartSessionsAccountError()
    return address
  }
  return {
    async list(): Promise<SmartSessionSummary[]> {
      const { sessions } = await client.request('ListSessions', { account: account() })
      return sessions.map((session) => ({
        id: session.id,
        siteOrigin: session.siteOrigin,
        chainId: session.chainId,
        token: session.permission.token,
        periodAmount: session.permission.periodAmount,
        periodSeconds: session.permission.periodSeconds,
        spentInPeriod: session.spentInPeriod,
        expiresAt: session.expiresAt,
      }))
    },
    async revoke(id: string): Promise<void> {
      await client.request('RevokeSession', { account: account(), id })
    },
  }
}
