import { loadOnce } from '../../utils/loadOnce.js'
import type { KitSession, KitSessionParameters } from '../kitSession.js'

/** The kit's session part (see {@link KitSession}), fetched on first use. */
export type LazySession = {
  /** Loads the session (once; concurrent calls share the load). */
  get(): Promise<KitSession>
  /** The load, if one began: without it no wallet was ever connected on this page. */
  started(): Promise<KitSession> | undefined
  /** The session once it is there. */
  loaded(): KitSession | undefined
  /** Stops the session's watchers, now or as soon as it loads. */
  stop(): void
  /**
   * Downloads the session's code without creating it (no watcher starts, nothing is requested),
   * so a later `get()` does not wait for the download. Resolves once the code is there.
   */
  prefetch(): Promise<void>
}

/**
 * The account and connection controllers, fetched when the visitor first connects or a
 * connection is restored: a first-time visitor who never connects never downloads their code.
 */
export function lazySession(parameters: KitSessionParameters): LazySession {
  let stopped = false
  const code = loadOnce(() => import('../kitSession.js'))
  const part = loadOnce(async () => {
    const { createKitSession } = await code.get()
    const session = createKitSession(parameters)
    if (stopped) session.stop()
    return session
  })
  return {
    get: () => part.get(),
    started: () => part.started(),
    loaded: () => part.loaded(),
    prefetch: async () => {
      await code.get()
    },
    stop() {
      stopped = true
      part.loaded()?.stop()
    },
  }
}
