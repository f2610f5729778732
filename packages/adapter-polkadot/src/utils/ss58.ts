import { blake2b } from '@noble/hashes/blake2'
import { base58 } from '@scure/base'

// SS58, the address format of Polkadot-family chains: base58 of a prefix (the network), an
// account id (32 bytes) and a checksum (the first two bytes of BLAKE2b-512 over "SS58PRE", the
// prefix and the account id). The same key is a different address on each network, so the adapter
// writes every account with the network's prefix.

const checksumContext = new TextEncoder().encode('SS58PRE')
const accountIdLength = 32

/** The prefix's one byte (below 64) or two bytes (64 to 16383), as the SS58 format writes them. */
function prefixBytes(prefix: number): Uint8Array {
  if (prefix < 64) return Uint8Array.of(prefix)
  return Uint8Array.of(((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6))
}

function checksum(bytes: Uint8Array): Uint8Array {
  const input = new Uint8Array(checksumContext.length + bytes.length)
  input.set(checksumContext)
  input.set(bytes, checksumContext.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, 2)
}

/**
 * The account id (32 bytes) and network prefix of an SS58 address; `undefined` for anything else
 * (not base58, a wrong checksum, another length, a reserved prefix).
 *
 * @example
 * decodeSs58('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // { accountId: Uint8Array(32), prefix: 0 }
 */
export function decodeSs58(address: unknown): { accountId: Uint8Array; prefix: number } | undefined {
  if (typeof address !== 'string' || address.length > 60) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return undefined
  }
  const [first = 0, second = 0] = bytes
  if (first >= 128) return undefined
  const prefixLength = first < 64 ? 1 : 2
  const prefix =
    first < 64 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  if (prefix === 46 || prefix === 47 || bytes.length !== prefixLength + accountIdLength + 2) return undefined
  const body = bytes.subarray(0, prefixLength + accountIdLength)
  const [a, b] = checksum(body)
  if (bytes[body.length] !== a || bytes[body.length + 1] !== b) return undefined
  return { accountId: bytes.slice(prefixLength, prefixLength + accountIdLength), prefix }
}

/**
 * The SS58 address of a 32-byte account id on the network of `prefix` (0 to 16383).
 *
 * @example
 * encodeSs58(accountId, 2) // the account's Kusama address
 */
export function encodeSs58(accountId: Uint8Array, prefix: number): string {
  const prefixed = prefixBytes(prefix)
  const body = new Uint8Array(prefixed.length + accountId.length)
  body.set(prefixed)
  body.set(accountId, prefixed.length)
  const withChecksum = new Uint8Array(body.length + 2)
  withChecksum.set(body)
  withChecksum.set(checksum(body), body.length)
  return base58.encode(withChecksum)
}
