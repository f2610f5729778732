import { concatBytes } from '@noble/hashes/utils.js'

/** Bitcoin's CompactSize length prefix (1, 3, 5 or 9 bytes). */
export function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >>> 8)
  if (length <= 0xffffffff) return concatBytes(Uint8Array.of(0xfe), uint32LE(length))
  return concatBytes(Uint8Array.of(0xff), uint64LE(BigInt(length)))
}

/** `bytes` prefixed with their CompactSize length, as scripts and messages are serialized. */
export function withLength(bytes: Uint8Array): Uint8Array {
  return concatBytes(compactSize(bytes.length), bytes)
}

export function uint32LE(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}

export function uint64LE(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/** Whether two byte strings are equal (public data: no need for constant time). */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
