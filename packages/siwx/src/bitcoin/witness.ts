/**
 * A consensus-encoded witness stack (a CompactSize count of CompactSize-prefixed items), or
 * `undefined` when the bytes are not exactly one: truncated, trailing bytes, or a length that is
 * not minimally encoded.
 */
export function decodeWitnessStack(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readSize = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined) return undefined
    const width = first < 0xfd ? 0 : first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    if (offset + 1 + width > bytes.length) return undefined
    let size = width === 0 ? first : 0
    for (let index = width; index >= 1; index--) size = size * 256 + (bytes[offset + index] ?? 0)
    offset += 1 + width
    const smallest = width === 0 ? 0 : width === 2 ? 0xfd : width === 4 ? 0x10000 : 0x100000000
    // Larger than any witness could be: no real signature needs it, so it is refused.
    return size < smallest || size > bytes.length ? undefined : size
  }
  const count = readSize()
  if (count === undefined) return undefined
  const stack: Uint8Array[] = []
  for (let item = 0; item < count; item++) {
    const size = readSize()
    if (size === undefined || offset + size > bytes.length) return undefined
    stack.push(bytes.subarray(offset, offset + size))
    offset += size
  }
  return offset === bytes.length ? stack : undefined
}
