import type { KitSession, KitSessionParameters } from '../kitSession.js'
import { lazyPart } from './lazyPart.js'

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
}

/**
 * The account and connection controllers, fetched when the visitor first connects or a
 * connection is restored: a first-time visitor who never connects never downloads their code.
 */
export function lazySession(parameters: KitSessionParameters): LazySession {
  let stopped = false
  const part = lazyPart(async () => {
    const { createKitSession } = await import('../kitSession.js')
    const session = createKitSession(parameters)
    if (stopped) session.stop()
    return session
  })
  return {
    get: () => part.get(),
    started: () => part.started(),
    loaded: () => part.loaded(),
    stop() {
      stopped = true
      part.loaded()?.stop()
    },
  }
}
