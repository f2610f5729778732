import { signPersonalMessage } from '../keys/signers/evmSigner.js'
import type { FrameResponsePayloads, FrameUserOperationRequest } from '../protocol/framePayloads.js'
import { revokeSessionMessage, type SmartAccountNetwork } from '../server/api.js'
import { ServiceRequestError } from './service/errors.js'
import type { FrameSession } from './service/frameSession.js'
import type { ServiceClient } from './service/serviceClient.js'
import { PermissionLimitReachedError, SessionInactiveError } from './smartSessions/errors.js'
import {
  readGrantSessionPayload,
  readListSessionsPayload,
  readRevokeSessionPayload,
} from './smartSessions/readSessionPayloads.js'
import { sessionSpendOf } from './smartSessions/sessionSpendOf.js'
import type { RequestDescription } from './ui/describeRequest.js'
import { describeSessionGrant } from './ui/describeSessionGrant.js'
import { checkUserOperation } from './userOperation/checkUserOperation.js'
import type { WalletVault } from './wallet/walletVault.js'

/** What the smart-session handlers work with (a part of the frame's context). */
export type SmartSessionContext = {
  projectId: string
  /** The site's origin, as the handshake verified it: the one a session is granted to and used by. */
  siteOrigin: string
  service: ServiceClient
  session: FrameSession
  vault: Pick<WalletVault, 'withAccounts'>
  /** The operator's smart-account networks (`smartAccountHandlers`' list, read once per frame). */
  smartAccountNetworks: () => Promise<readonly SmartAccountNetwork[]>
  /** The visitor's EOA, once their wallet is ready (rejects otherwise). */
  owner: () => Promise<string>
  /**
   * Shows `description` in the frame's approval view: resolves on Approve, rejects with the
   * visitor's decline otherwise (`askApproval`).
   */
  approve: (description: RequestDescription) => Promise<void>
}

/** The service's refusal of a spend, as the typed error the site is answered with. */
function spendRefusal(error: unknown): unknown {
  if (!(error instanceof ServiceRequestError)) return error
  if (error.code === 'session_limit') return new PermissionLimitReachedError({ cause: error })
  if (error.code === 'session_inactive' || error.status === 404)
    return new SessionInactiveError({ cause: error })
  return error
}

/**
 * The frame's smart sessions (ERC-7715; SECURITY.md, "Smart sessions"): the site asks for a
 * permission, which the visitor approves in the frame's own view before the service records it;
 * the Account view lists and revokes them (a revocation signed with the owner's key, so an access
 * token alone cannot revoke).
 *
 * `reserveSessionSpend` is what stands in for the approval view when the site sends a user
 * operation with a session: the operation must fit the live session, and its amount is reserved
 * with the service before the frame signs it.
 */
export function createSmartSessionHandlers(context: SmartSessionContext) {
  const { service, session, vault, siteOrigin } = context

  const handlers = {
    async GrantSession(payload: unknown): Promise<FrameResponsePayloads['GrantSession']> {
      const grant = readGrantSessionPayload(payload, {
        networks: await context.smartAccountNetworks(),
        nowSeconds: Math.floor(Date.now() / 1000),
      })
      // A session is the visitor's wallet's: nothing to show before it is ready.
      await context.owner()
      await context.approve(describeSessionGrant(grant, siteOrigin))
      return session.authorized((token) =>
        service.createSmartSession(token, { projectId: context.projectId, siteOrigin, ...grant }),
      )
    },
    async ListSessions(payload: unknown): Promise<FrameResponsePayloads['ListSessions']> {
      const { account } = readListSessionsPayload(payload)
      return session.authorized((token) => service.listSmartSessions(token, account))
    },
    async RevokeSession(payload: unknown): Promise<FrameResponsePayloads['RevokeSession']> {
      const { account, id } = readRevokeSessionPayload(payload)
      // No view: revoking only takes a permission away.
      const signature = await vault.withAccounts((accounts) =>
        signPersonalMessage(accounts.evm.privateKey, revokeSessionMessage(id)),
      )
      await session.authorized((token) => service.revokeSmartSession(token, account, { pci: id, signature }))
      return {}
    },
  }

  /**
   * Before the frame signs `request` under its session, without a view: the operation passes
   * `checkUserOperation` (the operator's network, the visitor's own account), the session is live
   * at the service and fits the operation (`sessionSpendOf`), and the service reserved its amount.
   * Resolves only then; the caller signs after.
   * @throws {SessionOutsidePermissionError} for an operation the session does not cover.
   * @throws {PermissionLimitReachedError} when the period has not that much left.
   * @throws {SessionInactiveError} for a revoked, expired or unknown session.
   */
  async function reserveSessionSpend(
    request: FrameUserOperationRequest & { session: string },
    owner: string,
  ): Promise<void> {
    const { calls } = checkUserOperation(request, { owner, networks: await context.smartAccountNetworks() })
    const { sender } = request.params[0]
    // Asked at each use: a revocation from another tab or device stops the next operation.
    const { sessions } = await session.authorized((token) => service.listSmartSessions(token, sender))
    const granted = sessions.find(({ id }) => id.toLowerCase() === request.session.toLowerCase())
    if (!granted) throw new SessionInactiveError()
    const amount = sessionSpendOf(granted, {
      chainId: request.chainId,
      sender,
      calls,
      siteOrigin,
      sponsored: request.params[0].paymaster !== undefined,
    })
    await session
      .authorized((token) =>
        service.spendSmartSession(token, sender, {
          pci: granted.id,
          amount: amount.toString(),
          siteOrigin,
          chainId: request.chainId,
        }),
      )
      .catch((error: unknown) => {
        throw spendRefusal(error)
      })
  }

  return { handlers, reserveSessionSpend }
}
