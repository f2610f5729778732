import { randomBytes } from 'node:crypto'
import { isOriginAllowed } from '@latchkit/core/clients'
import type { Address } from 'viem'
import type {
  RevokeSmartSessionResponse,
  SmartSessionResponse,
  SmartSessionsResponse,
  SpendSmartSessionResponse,
} from '../api.js'
import { authenticate } from '../auth/authenticate.js'
import { ApiError } from '../http/apiError.js'
import type { ApiRequest, ApiRoute } from '../service/apiRequest.js'
import {
  readAddress,
  readGrantBody,
  readRevokeBody,
  readSpendBody,
} from '../smartSessions/readSmartSessionBodies.js'
import { verifyRevokeSignature } from '../smartSessions/verifyRevokeSignature.js'
import {
  findSmartSession,
  insertSmartSession,
  listActiveSmartSessions,
  revokeSmartSession,
  spendSmartSession,
} from '../store/smartSessionsStore.js'
import { findWallet } from '../store/walletsStore.js'
import { requireProject } from './requireProject.js'

const unknownSession = () => new ApiError('not_found', 'Unknown session')

/**
 * Smart sessions (ERC-7715; SECURITY.md, "Smart sessions"): the permissions a visitor granted a
 * site for their smart account. The frame grants, lists, revokes (with the owner's signature) and,
 * before it signs an operation under a session, reserves the operation's amount. Every route acts
 * for the signed-in visitor only, on their own sessions.
 */
export const smartSessionRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/sessions',
    async handle(request) {
      const { user, projectId } = await authenticate(request)
      const { service, now } = request
      const grant = readGrantBody(await request.body(), now)
      const project = await requireProject(service, grant.projectId)
      // The access token names the project the visitor signed in to: a session is granted there.
      if (project.id !== projectId)
        throw new ApiError('invalid_request', 'The session must be granted in the signed-in project.')
      if (!isOriginAllowed(grant.siteOrigin, project.allowedOrigins))
        throw new ApiError('origin_not_allowed', 'Origin Not Allowed')
      if (!service.config.smartAccounts.some((network) => network.chainId === grant.chainId))
        throw new ApiError('invalid_request', 'This service offers no smart accounts on this chain.')
      // The smart account is the embedded EOA's: without a wallet there is no owner to sign for it.
      if (!(await findWallet(service.database, user.id)))
        throw new ApiError('not_found', 'This account has no wallet yet.')
      const session = await insertSmartSession(service.database, {
        ...grant,
        id: `0x${randomBytes(16).toString('hex')}`,
        userId: user.id,
        now,
      })
      const body: SmartSessionResponse = { session }
      return { status: 201, body }
    },
  },
  {
    method: 'GET',
    path: '/v1/sessions/:address',
    async handle(request) {
      const { user } = await authenticate(request)
      const sessions = await listActiveSmartSessions(request.service.database, {
        userId: user.id,
        account: pathAccount(request),
        now: request.now,
      })
      const body: SmartSessionsResponse = { sessions }
      return { body }
    },
  },
  {
    method: 'POST',
    path: '/v1/sessions/:address/revoke',
    async handle(request) {
      const { user } = await authenticate(request)
      const { service, now } = request
      const account = pathAccount(request)
      const { pci, signature } = readRevokeBody(await request.body())
      const session = await findSmartSession(service.database, { id: pci, userId: user.id, now })
      if (!session || session.account !== account) throw unknownSession()
      const wallet = await findWallet(service.database, user.id)
      // An access token alone does not revoke: the owner's key signs the session's id.
      if (!wallet || !(await verifyRevokeSignature({ pci, signature, owner: wallet.evmAddress as Address })))
        throw new ApiError('invalid_signature', "The signature is not the account owner's.")
      await revokeSmartSession(service.database, { id: pci, userId: user.id, now })
      const body: RevokeSmartSessionResponse = { revoked: true }
      return { body }
    },
  },
  {
    method: 'POST',
    path: '/v1/sessions/:address/spend',
    async handle(request) {
      const { user } = await authenticate(request)
      const account = pathAccount(request)
      const spend = readSpendBody(await request.body())
      const result = await spendSmartSession(request.service.database, {
        id: spend.pci,
        userId: user.id,
        account,
        siteOrigin: spend.siteOrigin,
        chainId: spend.chainId,
        amount: spend.amount,
        now: request.now,
      })
      if (result === 'unknown') throw unknownSession()
      if (result === 'inactive') throw new ApiError('session_inactive', 'Session is no longer active')
      if (result === 'limit') throw new ApiError('session_limit', 'Permission limit reached')
      const body: SpendSmartSessionResponse = result
      return { body }
    },
  },
]

/** The smart account the path names, checksummed. @throws {ApiError} `invalid_request` */
const pathAccount = (request: ApiRequest): Address => readAddress(request.params.address, 'address')
