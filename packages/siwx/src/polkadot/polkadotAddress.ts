import { decodeAddress } from '@polkadot/util-crypto'
import { PolkadotAddressError } from './errors.js'

// SS58 payloads that carry a key: a 32-byte account id (an sr25519 or ed25519 public key, or the
// BLAKE2b-256 hash of an ecdsa one) or a 33-byte compressed ecdsa public key. Shorter payloads
// (1, 2, 4, 8 bytes) are account indices, whose key only the chain knows.
const keyLengths = [32, 33]

/**
 * The key an SS58 address carries, whatever its network prefix (Polkadot's 0, Kusama's 2, the
 * generic 42...): the prefix tells where the address is shown, not who signs.
 * @throws {PolkadotAddressError} when `address` is not SS58 or carries no key.
 */
export function decodePolkadotAddress(address: string): Uint8Array {
  // util-crypto reads hex as a raw key; a sign-in names its account by address. A hex string is
  // never SS58 anyway: base58 has no "0".
  if (address.startsWith('0x')) throw new PolkadotAddressError(address, 'a hex key, not an SS58 address')
  let key: Uint8Array
  try {
    key = decodeAddress(address)
  } catch (cause) {
    throw new PolkadotAddressError(address, 'not an SS58 address (alphabet, length or checksum)', {
      cause,
    })
  }
  if (!keyLengths.includes(key.length))
    throw new PolkadotAddressError(address, 'an account index, which does not carry the signing key')
  return key
}
