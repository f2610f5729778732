import type { SessionResponse } from '../../server/api.js'
import { NotSignedInError, ServiceRequestError } from './errors.js'
import type { ServiceClient } from './serviceClient.js'

/** What the frame keeps of a session, in its own origin's storage (never sent to the site). */
type StoredSession = {
  accessToken: string
  refreshToken: string
  /** Milliseconds since the epoch. */
  expiresAt: number
  userId: string
  /** Null for a visitor who signed in with a provider that shares no email. */
  email: string | null
}

/** Refresh a little before the access token expires. */
const refreshMarginMs = 30_000

const readStored = (raw: string | null): StoredSession | undefined => {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<StoredSession>) : undefined
    return value &&
      typeof value.accessToken === 'string' &&
      typeof value.refreshToken === 'string' &&
      typeof value.expiresAt === 'number' &&
      typeof value.userId === 'string' &&
      (value.email === null || typeof value.email === 'string')
      ? (value as StoredSession)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The visitor's session in the frame: kept in the frame origin's storage (so it survives reloads
 * and is shared by the site's tabs, never readable by the site), refreshed before it expires.
 * Refresh tokens rotate on every use and the service revokes a family whose token is reused, so
 * tabs refresh one at a time (a Web Lock) and read the newest tokens inside the lock.
 */
export function createFrameSession(parameters: {
  service: ServiceClient
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  projectId: string
  locks?: Pick<LockManager, 'request'> | undefined
  now?: () => number
}) {
  const { service, storage } = parameters
  const now = parameters.now ?? Date.now
  const key = `latchkit-wallet:session:${parameters.projectId}`
  const read = () => readStored(storage.getItem(key))
  const save = (answer: SessionResponse) =>
    storage.setItem(
      key,
      JSON.stringify({
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken,
        expiresAt: now() + answer.expiresIn * 1000,
        userId: answer.user.id,
        email: answer.user.email,
      } satisfies StoredSession),
    )
  const clear = () => storage.removeItem(key)

  async function refreshed(stale: StoredSession): Promise<StoredSession> {
    const run = async () => {
      const current = read()
      // Another tab rotated the tokens meanwhile.
      if (
        current &&
        current.refreshToken !== stale.refreshToken &&
        current.expiresAt - refreshMarginMs > now()
      )
        return current
      if (!current) throw new NotSignedInError()
      try {
        save(await service.refresh(current.refreshToken))
      } catch (error) {
        if (error instanceof ServiceRequestError && error.status === 401) {
          clear()
          throw new NotSignedInError()
        }
        throw error
      }
      return read() as StoredSession
    }
    return parameters.locks ? parameters.locks.request(key, run) : run()
  }

  return {
    /** Keeps the session a code verification answered. */
    start: save,
    /** The signed-in visitor's id and email, if any (no request). */
    current(): { userId: string; email: string | null } | undefined {
      const session = read()
      return session && { userId: session.userId, email: session.email }
    },
    /** Updates the email after an email change. */
    setEmail(email: string) {
      const session = read()
      if (session) storage.setItem(key, JSON.stringify({ ...session, email }))
    },
    /**
     * Runs `call` with a valid access token: refreshed first when it is about to expire, and once
     * more when the service answers 401.
     * @throws {NotSignedInError} without a session, or when the service ended it.
     */
    async authorized<answer>(call: (token: string) => Promise<answer>): Promise<answer> {
      let session = read()
      if (!session) throw new NotSignedInError()
      if (session.expiresAt - refreshMarginMs <= now()) session = await refreshed(session)
      try {
        return await call(session.accessToken)
      } catch (error) {
        if (!(error instanceof ServiceRequestError) || error.status !== 401) throw error
        return call((await refreshed(session)).accessToken)
      }
    },
    /** Ends the session with the service (its refresh family is revoked) and forgets it here. */
    async signOut() {
      const session = read()
      clear()
      if (session) await service.signOut(session.accessToken, session.refreshToken).catch(() => {})
    },
  }
}

export type FrameSession = ReturnType<typeof createFrameSession>
