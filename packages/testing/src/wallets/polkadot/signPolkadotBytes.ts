import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'

/**
 * What an extension's `signer.signRaw` signs: `data` (hex, or text as UTF-8) wrapped in
 * `<Bytes>...</Bytes>` unless the site wrapped it already, so a message can never pass for an
 * extrinsic. The signature is the bare scheme's (no MultiSignature type byte), in hex.
 */
export function signPolkadotBytes(pair: KeyringPair, data: string): `0x${string}` {
  return u8aToHex(pair.sign(u8aWrapBytes(data)))
}
