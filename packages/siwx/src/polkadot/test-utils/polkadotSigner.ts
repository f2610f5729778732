import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, randomAsU8a } from '@polkadot/util-crypto'

// A wallet for the tests: real keys of each type the polkadot-js keyring makes, signing text the
// way browser extensions answer `signRaw({ address, data, type: 'bytes' })`.

export const keyTypes = ['sr25519', 'ed25519', 'ecdsa'] as const
export type KeyType = (typeof keyTypes)[number]

/** Polkadot (SS58 prefix 0): genesis 91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3. */
export const polkadotChainId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
/** Kusama (SS58 prefix 2): genesis b0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe. */
export const kusamaChainId = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'

/** A fresh account of `type`, shown with Polkadot's prefix (0). */
export function polkadotAccount(type: KeyType) {
  const pair = new Keyring({ type, ss58Format: 0 }).addFromSeed(randomAsU8a(32))
  return {
    type,
    address: pair.address,
    /** The same account in another network's SS58 prefix (Kusama 2, generic Substrate 42). */
    addressWithPrefix: (prefix: number) => encodeAddress(pair.addressRaw, prefix),
    /** The key itself as an SS58 address: 33 bytes for an ecdsa key, the account id otherwise. */
    publicKeyAddress: () => encodeAddress(pair.publicKey, 0),
    /** As an extension signs: the message wrapped in `<Bytes>...</Bytes>`, hex, with the key type's byte on request. */
    signAsExtension: (message: string, options: { withType?: boolean } = {}) =>
      u8aToHex(pair.sign(u8aWrapBytes(message), options)),
    /** The bare message's UTF-8 bytes, as a wallet that does not wrap signs them. */
    signBare: (message: string) => u8aToHex(pair.sign(new TextEncoder().encode(message))),
  }
}
