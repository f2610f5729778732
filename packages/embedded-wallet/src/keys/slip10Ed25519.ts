import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { InvalidDerivationPathError } from './errors.js'
import { wipe } from './wipe.js'

/** A SLIP-0010 ed25519 node: a 32-byte private key (an ed25519 seed) and its chain code. */
export type Ed25519Node = { privateKey: Uint8Array; chainCode: Uint8Array }

const hardenedOffset = 0x8000_0000
const masterHmacKey = utf8ToBytes('ed25519 seed')

/**
 * Derives the ed25519 key at `path` from a BIP-39 seed, as SLIP-0010 defines it: the master node is
 * HMAC-SHA512 keyed by "ed25519 seed", and each child is HMAC-SHA512 keyed by the parent's chain
 * code over 0x00 || parent key || index. ed25519 has hardened children only, so every segment of
 * the path must be hardened (`44'` or `44h`). Intermediate nodes are wiped.
 *
 * @example
 * const { privateKey } = deriveEd25519Node(seed, "m/44'/501'/0'/0'") // Phantom's first account
 */
export function deriveEd25519Node(seed: Uint8Array, path: string): Ed25519Node {
  const indexes = hardenedIndexesOf(path)
  let node = splitNode(hmac(sha512, masterHmacKey, seed))
  for (const index of indexes) {
    const data = new Uint8Array(37)
    data.set(node.privateKey, 1)
    new DataView(data.buffer).setUint32(33, index, false)
    const child = splitNode(hmac(sha512, node.chainCode, data))
    wipe(data, node.privateKey, node.chainCode)
    node = child
  }
  return node
}

function splitNode(digest: Uint8Array): Ed25519Node {
  const node = { privateKey: digest.slice(0, 32), chainCode: digest.slice(32, 64) }
  wipe(digest)
  return node
}

function hardenedIndexesOf(path: string): number[] {
  const [root, ...segments] = path.split('/')
  if (root !== 'm') throw new InvalidDerivationPathError({ path })
  return segments.map((segment) => {
    const match = /^(\d{1,10})['hH]$/u.exec(segment)
    const index = match ? Number(match[1]) : Number.NaN
    if (!(index < hardenedOffset)) throw new InvalidDerivationPathError({ path })
    return index + hardenedOffset
  })
}
