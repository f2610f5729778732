import type { SmartSession } from '../../../server/api.js'
import type { EmbeddedFrameClient } from '../../frameClient.js'
import {
  grantedPermission,
  type PermissionGrantRequest,
  readExecutionPermissionRequests,
  readGrantPermissionsRequest,
} from './readPermissionRequests.js'

/**
 * ERC-7715's permissions as the embedded wallet's smart sessions (SECURITY.md, "Smart sessions"):
 * each request is shown in the frame, which records the approved session with the service and
 * answers it; the site gets the session's id as the permission's context, to name in
 * `wallet_sendCalls`'s `permissions` capability. Both the current method names and the older
 * `wallet_grantPermissions` / `wallet_revokePermissions` are answered.
 */
export function createExecutionPermissions(parameters: {
  client: Pick<EmbeddedFrameClient, 'request' | 'inFront'>
  /** The visitor's smart account on `chainId`; throws when it is not their account there. */
  smartAccount: (chainId: number) => Promise<string>
  /** The visitor's smart account, to revoke one of its sessions. */
  sessionAccount: () => Promise<string>
}) {
  const { client, smartAccount } = parameters

  async function grant(request: PermissionGrantRequest): Promise<SmartSession> {
    const account = await smartAccount(request.chainId)
    const { session } = await client.inFront(() => client.request('GrantSession', { ...request, account }))
    return session
  }

  return {
    /** `wallet_requestExecutionPermissions`: one approval per request, answered in order. */
    async requestExecutionPermissions(params: readonly unknown[]) {
      const requests = readExecutionPermissionRequests(params)
      const raw = (params.length === 1 && Array.isArray(params[0]) ? params[0] : params) as unknown[]
      const granted = []
      for (const [index, request] of requests.entries())
        granted.push(grantedPermission(raw[index], await grant(request)))
      return granted
    },
    /** The older `wallet_grantPermissions`: one request, answered with `permissionsContext`. */
    async grantPermissions(params: readonly unknown[]) {
      const request = readGrantPermissionsRequest(params)
      const session = await grant(request)
      const asked = params[0] as { permissions: unknown[] }
      return {
        grantedPermissions: asked.permissions,
        expiry: session.expiresAt,
        address: session.account,
        chainId: `0x${session.chainId.toString(16)}`,
        permissionsContext: session.id,
      }
    },
    /** Revokes the session named by `context` (either method name): the frame signs it as the owner. */
    async revoke(context: string) {
      await client.request('RevokeSession', { account: await parameters.sessionAccount(), id: context })
      return null
    },
  }
}

export type ExecutionPermissions = ReturnType<typeof createExecutionPermissions>
