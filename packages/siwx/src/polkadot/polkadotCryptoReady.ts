import { cryptoWaitReady } from '@polkadot/util-crypto'

let ready: Promise<void> | undefined

/**
 * Resolves once util-crypto's WASM is initialised; started by the first verification, shared by
 * all the others, so no caller has to call `cryptoWaitReady()`. Never rejects: util-crypto
 * reports a failed initialisation as `false`, and its JavaScript implementations (sr25519 through
 * `@scure/sr25519`, ed25519 and BLAKE2b through `@noble`) still verify then, only slower.
 */
export function polkadotCryptoReady(): Promise<void> {
  ready ??= cryptoWaitReady().then(() => undefined)
  return ready
}
