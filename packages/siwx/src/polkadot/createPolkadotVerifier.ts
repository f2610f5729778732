import type { SiwxVerifier } from '@latchkit/core'
import { PolkadotAddressError, PolkadotSignatureFormatError } from './errors.js'
import { verifyPolkadotMessage } from './verifyPolkadotMessage.js'

/**
 * Verifies Polkadot sign-in signatures (the `polkadot` namespace, any chain of it): sr25519,
 * ed25519 and ecdsa signatures (hex, as wallets return them) of the message, wrapped in
 * `<Bytes>...</Bytes>` as browser extensions sign it or bare, by the key of the account's SS58
 * address, whatever its network prefix. No network call; util-crypto's WASM is initialised on the
 * first verification. A signature it cannot read or an address that is not SS58 does not verify.
 *
 * @example
 * import { createPolkadotVerifier } from '@latchkit/siwx/polkadot'
 * createSiwx({ verifiers: [createPolkadotVerifier()] })
 */
export function createPolkadotVerifier(): SiwxVerifier {
  return {
    namespace: 'polkadot',
    async verify({ data, message, signature }) {
      try {
        return await verifyPolkadotMessage({ address: data.accountAddress, message, signature })
      } catch (error) {
        if (error instanceof PolkadotAddressError || error instanceof PolkadotSignatureFormatError)
          return false
        throw error
      }
    },
  }
}
