import type { LatchKit, SmartSessionSummary, SmartSessionsController } from '@latchkit/core'
import type { ModalHost } from '../../../elements/modalHost.js'

/** The id of the embedded wallet's smart-sessions feature, whose controller lists and revokes. */
const featureId = 'smartSessions'

/** What the SmartSessions view shows: the list loading, its failure, or the sessions. */
export type SessionList =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'loaded'
      sessions: readonly SmartSessionSummary[]
      /** The sessions whose revocation runs now. */
      revoking: readonly string[]
      /** Why each session's last revocation failed, by id. */
      revokeFailures: Readonly<Record<string, unknown>>
    }

/** One kit's list, shaped for `useSyncExternalStore`. */
export type SessionListStore = {
  get(): SessionList
  subscribe(listener: () => void): () => void
}

type Store = SessionListStore & {
  set(next: SessionList): void
  /** Bumped by each load: an answer of an older load is dropped. */
  load: number
  /** Revoked during the current load's life: a reload that raced the revocation leaves them out. */
  revoked: Set<string>
}

// Per kit, not per view: a revocation outlives the view (the visitor may go back while it runs),
// and a second kit on the page has its own list.
const stores = new WeakMap<LatchKit, Store>()

function storeOf(kit: LatchKit): Store {
  let store = stores.get(kit)
  if (!store) {
    let current: SessionList = { status: 'loading' }
    const listeners = new Set<() => void>()
    store = {
      get: () => current,
      set(next) {
        current = next
        for (const listener of listeners) listener()
      },
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      load: 0,
      revoked: new Set(),
    }
    stores.set(kit, store)
  }
  return store
}

/** The session list of `kit` (made on first use, loading until {@link loadSessions} answers). */
export function sessionList(kit: LatchKit): SessionListStore {
  return storeOf(kit)
}

const controllerOf = (kit: LatchKit) => kit.loadFeature(featureId) as Promise<SmartSessionsController>

/**
 * Loads the smart account's sessions afresh: loading, then the sessions or why they could not be
 * read. A failure is kept for the view to say, never thrown.
 */
export async function loadSessions(kit: LatchKit): Promise<void> {
  const store = storeOf(kit)
  const load = ++store.load
  store.revoked.clear()
  store.set({ status: 'loading' })
  try {
    const sessions = await (await controllerOf(kit)).list()
    if (load === store.load) store.set({ status: 'loaded', sessions, revoking: [], revokeFailures: {} })
  } catch (error) {
    if (load === store.load) store.set({ status: 'failed', error })
  }
}

/**
 * Revokes session `id`: busy while the controller revokes, then gone from the list with a
 * "Session revoked" snackbar, and the list read again so it shows what the wallet now holds. A
 * failure stays with the session (the controller has already shown a notice). Resolves whether
 * the session was revoked; never rejects.
 */
export async function revokeSession(
  kit: LatchKit,
  host: Pick<ModalHost, 'showAlert'>,
  id: string,
): Promise<boolean> {
  const store = storeOf(kit)
  const shown = store.get()
  if (shown.status !== 'loaded' || shown.revoking.includes(id)) return false
  // Trying again clears the session's last failure.
  const otherFailures = Object.fromEntries(
    Object.entries(shown.revokeFailures).filter(([other]) => other !== id),
  )
  store.set({ ...shown, revoking: [...shown.revoking, id], revokeFailures: otherFailures })
  const load = store.load
  // Each step changes the list as it is then: other sessions may have been revoked meanwhile.
  const update = (change: (list: Extract<SessionList, { status: 'loaded' }>) => SessionList) => {
    const current = store.get()
    if (load === store.load && current.status === 'loaded') store.set(change(current))
  }
  try {
    const controller = await controllerOf(kit)
    await controller.revoke(id)
    store.revoked.add(id)
    update((current) => ({
      ...current,
      sessions: current.sessions.filter((session) => session.id !== id),
      revoking: current.revoking.filter((other) => other !== id),
    }))
    host.showAlert({ kind: 'success', message: 'sessionRevoked' })
    // The list read again; if that fails, the one shown stays right without the revoked session.
    const sessions = await controller.list().catch(() => undefined)
    if (sessions)
      update((current) => ({
        ...current,
        sessions: sessions.filter((session) => !store.revoked.has(session.id)),
      }))
    return true
  } catch (error) {
    update((current) => ({
      ...current,
      revoking: current.revoking.filter((other) => other !== id),
      revokeFailures: { ...current.revokeFailures, [id]: error },
    }))
    return false
  }
}
