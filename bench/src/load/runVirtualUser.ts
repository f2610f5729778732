import { isDeepStrictEqual } from 'node:util'
import { type MailCatcher, readOneTimeCode } from '@latchkit/testing/mail'
import { UnexpectedAnswerError } from './errors.js'
import type { LoadRecorder } from './loadRecorder.js'
import type { TimedApiClient } from './timedApiClient.js'
import type { VirtualUserPlan } from './virtualUserPlan.js'

/** How long a code may take to reach the catcher once the service said it was sent. */
const mailWaitMs = 30_000

export type RunVirtualUserParameters = {
  plan: VirtualUserPlan
  /** Its place among the users: the instance its first request goes to. */
  index: number
  signatures: number
  projectId: string
  api: TimedApiClient
  instanceCount: number
  mail: MailCatcher
  recorder: LoadRecorder
}

/**
 * One visitor of the frame, start to end: an email sign-in (the code read from the catcher), the
 * wallet stored, `signatures` signing requests each fetching the auth share (checked byte for
 * byte), one refresh, a sign-out. Each request goes to the next instance in turn, so every step
 * lands on another instance than the one before (a code mailed by one is verified by the other,
 * a session issued by one is used on the other). Stops at the first unexpected answer, which
 * the recorder has counted.
 *
 * @throws {UnexpectedAnswerError}
 */
export async function runVirtualUser(parameters: RunVirtualUserParameters): Promise<void> {
  const { plan, signatures, projectId, api, mail, recorder } = parameters
  const { email } = plan
  let requestCount = 0
  const nextInstance = () => (parameters.index + requestCount++) % parameters.instanceCount

  const since = Date.now()
  await api(email, nextInstance(), {
    kind: 'start',
    method: 'POST',
    path: '/v1/auth/email/start',
    body: { projectId, email },
    expectedStatus: 200,
    check: (body) => (body.action === 'VERIFY_OTP' ? undefined : 'no VERIFY_OTP action'),
  })
  const code = await readCode(mail, email, since, recorder)

  const session = await api(email, nextInstance(), {
    kind: 'verify',
    method: 'POST',
    path: '/v1/auth/email/verify',
    body: { projectId, email, code },
    expectedStatus: 200,
    check: (body) => checkSession(body, email),
  })

  await api(email, nextInstance(), {
    kind: 'putWallet',
    method: 'PUT',
    path: '/v1/wallet',
    accessToken: session.accessToken as string,
    body: {
      evmAddress: plan.evmAddress,
      solanaAddress: plan.solanaAddress,
      authShare: plan.authShare,
      recoveryEnvelope: plan.recoveryEnvelope,
    },
    expectedStatus: 201,
    check: (body) => (body.evmAddress === plan.evmAddress ? undefined : 'another EVM address came back'),
  })

  for (let signature = 0; signature < signatures; signature++)
    await api(email, nextInstance(), {
      kind: 'getWallet',
      method: 'GET',
      path: '/v1/wallet',
      accessToken: session.accessToken as string,
      expectedStatus: 200,
      check: (body) => checkWallet(body, plan),
    })

  const rotated = await api(email, nextInstance(), {
    kind: 'refresh',
    method: 'POST',
    path: '/v1/auth/refresh',
    body: { refreshToken: session.refreshToken },
    expectedStatus: 200,
    check: (body) =>
      checkSession(body, email) ??
      (body.refreshToken === session.refreshToken ? 'the refresh token was not rotated' : undefined),
  })

  await api(email, nextInstance(), {
    kind: 'signOut',
    method: 'POST',
    path: '/v1/auth/sign-out',
    accessToken: rotated.accessToken as string,
    body: { refreshToken: rotated.refreshToken },
    expectedStatus: 200,
    check: (body) => (body.signedOut === true ? undefined : 'not signed out'),
  })
}

async function readCode(mail: MailCatcher, email: string, since: number, recorder: LoadRecorder) {
  try {
    return readOneTimeCode(await mail.waitForMessage({ to: email, since, timeoutMs: mailWaitMs }))
  } catch (error) {
    const problem = `no code read from the mail catcher (${error instanceof Error ? error.name : String(error)})`
    recorder.failed({ kind: 'mail', user: email, instance: 'mail catcher', request: 'read code', problem })
    throw new UnexpectedAnswerError({ request: `code mail to ${email}`, problem, cause: error })
  }
}

function checkSession(body: Record<string, unknown>, email: string): string | undefined {
  if (typeof body.accessToken !== 'string' || typeof body.refreshToken !== 'string') return 'no token pair'
  const user = body.user as { email?: unknown } | undefined
  return user?.email === email ? undefined : 'the session is of another user'
}

/** The wallet as stored: the auth share byte for byte, and the recovery envelope as given. */
function checkWallet(body: Record<string, unknown>, plan: VirtualUserPlan): string | undefined {
  const sent = Buffer.from(plan.authShare, 'base64')
  const received = typeof body.authShare === 'string' ? Buffer.from(body.authShare, 'base64') : undefined
  if (!received?.equals(sent))
    return `the auth share came back different (${sent.length} bytes sent, ${received?.length ?? 'no'} bytes back)`
  if (body.evmAddress !== plan.evmAddress || body.solanaAddress !== plan.solanaAddress)
    return 'the addresses came back different'
  if (!isDeepStrictEqual(body.recoveryEnvelope, plan.recoveryEnvelope))
    return 'the recovery envelope came back different'
  return undefined
}
