/**
 * Overwrites buffers that held key material with zeros. Best effort: JavaScript gives no control over
 * copies the engine or a library made, and strings (a hex private key, a mnemonic) cannot be
 * overwritten at all; this shortens how long the bytes we own stay readable.
 */
export function wipe(...buffers: readonly (Uint8Array | null | undefined)[]): void {
  for (const buffer of buffers) buffer?.fill(0)
}
