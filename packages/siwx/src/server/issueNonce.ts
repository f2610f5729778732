import { generateNonce } from '../nonce.js'
import type { NonceStore } from './nonceStore.js'

/**
 * Makes a nonce for one sign-in and remembers it in `nonceStore`; hand it to the page (e.g. as the
 * answer of `GET /siwx/nonce`), which passes it to `createSiwx({ getNonce })`.
 *
 * @param parameters.ttlMs how long the nonce may wait to be used. @default 10 minutes
 * @example
 * const nonce = await issueNonce({ nonceStore })
 */
export async function issueNonce(parameters: {
  nonceStore: NonceStore
  ttlMs?: number
  now?: number
}): Promise<string> {
  const nonce = generateNonce()
  await parameters.nonceStore.save(
    nonce,
    (parameters.now ?? Date.now()) + (parameters.ttlMs ?? 10 * 60 * 1000),
  )
  return nonce
}
