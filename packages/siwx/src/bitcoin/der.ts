/**
 * The 64-byte `r || s` of a strictly DER-encoded ECDSA signature (BIP-66's rules, the sighash
 * byte already removed), or `undefined` when the encoding is not strict: wrong lengths or tags,
 * negative or zero-length integers, superfluous leading zeros, or a value wider than 32 bytes.
 */
export function decodeStrictDer(der: Uint8Array): Uint8Array | undefined {
  // 0x30 [length] 0x02 [R length] [R] 0x02 [S length] [S]
  if (der.length < 8 || der.length > 72 || der[0] !== 0x30 || der[1] !== der.length - 2) return undefined
  const r = readInteger(der, 2)
  const s = r && readInteger(der, r.end)
  if (!r || !s || s.end !== der.length) return undefined
  const compact = new Uint8Array(64)
  compact.set(r.value, 32 - r.value.length)
  compact.set(s.value, 64 - s.value.length)
  return compact
}

/** The INTEGER at `offset`: its unsigned big-endian value (sign padding removed) and where it ends. */
function readInteger(der: Uint8Array, offset: number): { value: Uint8Array; end: number } | undefined {
  const length = der[offset + 1]
  const end = offset + 2 + (length ?? 0)
  if (der[offset] !== 0x02 || !length || end > der.length) return undefined
  const value = der.subarray(offset + 2, end)
  const [first = 0, second = 0] = value
  if (first & 0x80) return undefined // negative
  if (length > 1 && first === 0 && !(second & 0x80)) return undefined // not minimal
  const unpadded = first === 0 && length > 1 ? value.subarray(1) : value
  return unpadded.length > 32 ? undefined : { value: unpadded, end }
}
