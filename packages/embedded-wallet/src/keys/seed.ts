import { entropyToMnemonic, mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { InvalidMnemonicError, InvalidWalletSecretError } from './errors.js'

/**
 * A wallet secret: BIP-39 entropy, the bytes a mnemonic encodes. It is what the shares split, not
 * the 64-byte seed derived from it, so that the visitor's 12 words and the shares name one value.
 */
export type WalletSecret = Uint8Array

/** Bytes of entropy in a new wallet secret: 128 bits, a 12-word mnemonic. */
export const walletSecretByteLength = 16

const entropyByteLengths: readonly number[] = [16, 20, 24, 28, 32]

/** Whether `bytes` has the length of BIP-39 entropy (12, 15, 18, 21 or 24 words). */
export function isWalletSecretLength(byteLength: number): boolean {
  return entropyByteLengths.includes(byteLength)
}

/** Throws `InvalidWalletSecretError` unless `secret` is a Uint8Array of a BIP-39 entropy length. */
export function assertWalletSecret(secret: unknown): asserts secret is WalletSecret {
  if (!(secret instanceof Uint8Array) || !isWalletSecretLength(secret.byteLength)) {
    throw new InvalidWalletSecretError({ byteLength: secret instanceof Uint8Array ? secret.byteLength : 0 })
  }
}

/**
 * Makes a new wallet secret from WebCrypto randomness (`crypto.getRandomValues`).
 *
 * @example
 * const secret = createWalletSecret() // 16 bytes; mnemonicOf(secret) has 12 words
 */
export function createWalletSecret(): WalletSecret {
  return globalThis.crypto.getRandomValues(new Uint8Array(walletSecretByteLength))
}

/** The English BIP-39 mnemonic of a wallet secret (what the visitor writes down on export). */
export function mnemonicOf(secret: WalletSecret): string {
  assertWalletSecret(secret)
  return entropyToMnemonic(secret, wordlist)
}

/** The wallet secret a mnemonic encodes; `InvalidMnemonicError` for a phrase that is not BIP-39. */
export function walletSecretOfMnemonic(mnemonic: string): WalletSecret {
  const words = mnemonic.normalize('NFKD').trim().toLowerCase().split(/\s+/u).join(' ')
  try {
    return mnemonicToEntropy(words, wordlist)
  } catch (cause) {
    throw new InvalidMnemonicError({ cause })
  }
}
