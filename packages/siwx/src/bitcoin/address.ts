import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { BitcoinAddressError, UnsupportedBitcoinAddressError } from './errors.js'
import type { BitcoinNetwork } from './networks.js'

/** The address kinds whose signatures this verifier checks, with the hash or key each one pays to. */
export type BitcoinAddress =
  | { type: 'p2pkh'; hash: Uint8Array }
  | { type: 'p2sh'; hash: Uint8Array }
  | { type: 'p2wpkh'; hash: Uint8Array }
  | { type: 'p2tr'; outputKey: Uint8Array }

const base58check = /* @__PURE__ */ createBase58check(sha256)

type WitnessProgram = { prefix: string; version: number; program: Uint8Array }

// BIP-173 and BIP-350: version 0 is checksummed with bech32, versions 1 to 16 with bech32m.
function decodeWitnessProgram(address: string): WitnessProgram | undefined {
  const modern = bech32m.decodeUnsafe(address)
  const decoded = modern ?? bech32.decodeUnsafe(address)
  const [version, ...data] = decoded?.words ?? []
  if (!decoded || version === undefined || version > 16 || (version === 0) === Boolean(modern))
    return undefined
  const program = bech32.fromWordsUnsafe(data)
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return { prefix: decoded.prefix, version, program }
}

function decodeBase58(address: string): Uint8Array | undefined {
  try {
    return base58check.decode(address)
  } catch {
    return undefined
  }
}

function fromWitnessProgram(address: string, { version, program }: WitnessProgram): BitcoinAddress {
  if (version === 0 && program.length === 20) return { type: 'p2wpkh', hash: program }
  if (version === 1 && program.length === 32) return { type: 'p2tr', outputKey: program }
  if (version === 0)
    throw new UnsupportedBitcoinAddressError(
      address,
      'a P2WSH (script) address, which only a full BIP-322 proof signs',
    )
  throw new UnsupportedBitcoinAddressError(
    address,
    `a witness version ${version} program of ${program.length} bytes`,
  )
}

/**
 * What `address` pays to on `network`: a P2PKH, P2SH, P2WPKH or P2TR address, checksum checked.
 * @throws {BitcoinAddressError} when it is no address, or one of another network.
 * @throws {UnsupportedBitcoinAddressError} for P2WSH and witness versions after taproot.
 */
export function decodeBitcoinAddress(address: string, network: BitcoinNetwork): BitcoinAddress {
  const witness = decodeWitnessProgram(address)
  if (witness) {
    if (witness.prefix !== network.bech32.toLowerCase())
      throw new BitcoinAddressError(address, `a "${witness.prefix}" address, not one of "${network.bech32}"`)
    return fromWitnessProgram(address, witness)
  }
  const payload = decodeBase58(address)
  if (payload?.length !== 21)
    throw new BitcoinAddressError(address, 'neither a base58check nor a segwit address')
  const [version] = payload
  const hash = payload.subarray(1)
  if (version === network.pubKeyHash) return { type: 'p2pkh', hash }
  if (version === network.scriptHash) return { type: 'p2sh', hash }
  throw new BitcoinAddressError(address, `version byte ${version} is not one of this network's`)
}

/** The scriptPubKey of a native segwit address: what BIP-322's `to_spend` pays to. */
export function segwitOutputScript(
  address: Extract<BitcoinAddress, { type: 'p2wpkh' | 'p2tr' }>,
): Uint8Array {
  return address.type === 'p2wpkh'
    ? Uint8Array.of(0x00, 0x14, ...address.hash)
    : Uint8Array.of(0x51, 0x20, ...address.outputKey)
}
