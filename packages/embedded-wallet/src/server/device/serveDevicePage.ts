import type { IncomingMessage, ServerResponse } from 'node:http'
import { secretTokenShape } from '../crypto/secretToken.js'
import { readFormBody } from '../http/readFormBody.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { decideDeviceApproval, findDeviceApprovalByLink } from '../store/deviceApprovalsStore.js'
import {
  approvalQuestionPage,
  approvedPage,
  deniedPage,
  linkUnusablePage,
  refusedRequestPage,
  unreadableRequestPage,
} from './deviceApprovalPages.js'
import { sendDevicePage } from './devicePage.js'

/** A decision's form is a token and a word: far below this. */
const maxFormBytes = 2 * 1024

const decisions = { approve: 'approved', deny: 'denied' } as const

/**
 * `GET /device?token=T`: the page of a mailed approval link, asking the address's owner to approve
 * or refuse a browser's sign-in. It only reads: mail scanners open links before people do.
 * `POST /device`: the owner's answer, from that page only (the request's `Origin` must be the
 * service's), taken once while the approval is pending and unexpired.
 */
export async function serveDevicePage(
  service: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const now = new Date(service.config.now())
  if (request.method === 'POST') return decide(service, request, response, now)
  const linkToken = url.searchParams.get('token') ?? ''
  const approval = secretTokenShape.test(linkToken)
    ? await findDeviceApprovalByLink(service.database, { linkToken, now })
    : undefined
  if (!approval) return sendDevicePage(response, 404, linkUnusablePage())
  if (!approval.isOpen) return sendDevicePage(response, 410, linkUnusablePage())
  sendDevicePage(
    response,
    200,
    approvalQuestionPage({
      projectName: approval.projectName,
      email: approval.email,
      userAgent: approval.userAgent,
      askedAt: approval.createdAt,
      linkToken,
    }),
  )
}

async function decide(
  service: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  now: Date,
): Promise<void> {
  // A page of another origin could post this form too (a form POST needs no CORS): only the
  // approval page, served from this origin, may decide.
  if (request.headers.origin !== service.publicUrl)
    return sendDevicePage(response, 403, refusedRequestPage(), { connection: 'close' })
  const form = await readFormBody(request, maxFormBytes)
  if ('problem' in form)
    return sendDevicePage(response, form.problem === 'too-large' ? 413 : 400, unreadableRequestPage(), {
      connection: 'close',
    })
  const linkToken = form.fields.get('token') ?? ''
  const decision = form.fields.get('decision')
  if (!secretTokenShape.test(linkToken) || (decision !== 'approve' && decision !== 'deny'))
    return sendDevicePage(response, 400, unreadableRequestPage())
  const outcome = await decideDeviceApproval(service.database, {
    linkToken,
    decision: decisions[decision],
    now,
  })
  if (outcome.result !== 'decided')
    return sendDevicePage(response, outcome.result === 'unknown' ? 404 : 410, linkUnusablePage())
  sendDevicePage(response, 200, decision === 'approve' ? approvedPage(outcome.projectName) : deniedPage())
}
