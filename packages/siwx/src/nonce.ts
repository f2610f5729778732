const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A fresh sign-in nonce: 24 letters and digits from the Web Crypto random source (about 143 bits),
 * the alphabet EIP-4361 allows.
 */
export function generateNonce(): string {
  // 248 is the largest multiple of 62 below 256: dropping bytes above it keeps every letter equally likely.
  let nonce = ''
  while (nonce.length < 24)
    for (const byte of crypto.getRandomValues(new Uint8Array(32)))
      if (byte < 248 && nonce.length < 24) nonce += alphabet[byte % 62]
  return nonce
}
