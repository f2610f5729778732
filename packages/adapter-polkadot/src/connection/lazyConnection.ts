import { loadOnce } from '@latchkit/core'

/** The connection chunk (connectionCode.ts), fetched on the first connect, restore or switch. */
export const connectionCode = loadOnce(() => import('./connectionCode.js'))
