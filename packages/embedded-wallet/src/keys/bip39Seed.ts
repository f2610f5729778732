import { utf8ToBytes } from '@noble/hashes/utils.js'
import { bufferSourceOf } from './bufferSource.js'
import { mnemonicOf, type WalletSecret } from './seed.js'
import { wipe } from './wipe.js'

/**
 * The 64-byte BIP-39 seed of a wallet secret, with no passphrase: PBKDF2-HMAC-SHA512 over the
 * NFKD mnemonic, salt "mnemonic", 2,048 rounds. WebCrypto's native PBKDF2 takes milliseconds where
 * a JavaScript one takes a large part of a second on a phone, and every signature derives it anew.
 * The caller wipes the seed.
 */
export async function bip39SeedOf(secret: WalletSecret): Promise<Uint8Array> {
  const mnemonicBytes = utf8ToBytes(mnemonicOf(secret).normalize('NFKD'))
  try {
    const key = await crypto.subtle.importKey('raw', bufferSourceOf(mnemonicBytes), 'PBKDF2', false, [
      'deriveBits',
    ])
    const salt = bufferSourceOf(utf8ToBytes('mnemonic'))
    return new Uint8Array(
      await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 2048 }, key, 512),
    )
  } finally {
    wipe(mnemonicBytes)
  }
}
