import { loadOnce } from '@latchkit/core'

/**
 * Downloads social login's views (`socialLogin.ts`) once: when the Connect view offers a provider,
 * or when the kit first shows ConnectingSocial.
 */
export const socialLoginChunk = loadOnce(() => import('./socialLogin.js'))
