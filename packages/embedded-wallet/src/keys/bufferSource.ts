/**
 * `bytes` as WebCrypto's TypeScript types want it (backed by an ArrayBuffer). It is the same view
 * unless it sits on a SharedArrayBuffer, which WebCrypto refuses; then it is a copy.
 */
export function bufferSourceOf(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes)
}
