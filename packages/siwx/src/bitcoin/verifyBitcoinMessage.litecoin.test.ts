import { expect, test } from 'vitest'
import { addressesOf, litecoinRegtest, secretKeyFromWif, signLegacy } from './test-utils/bitcoinSigner.js'
import { litecoindKeys, litecoindSignatures } from './test-utils/litecoindVectors.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

const networks = { [litecoinRegtest.chainId]: litecoinRegtest.network }

test.each(litecoindKeys)("the test wallet derives litecoind's $type address from its key", (key) => {
  expect(addressesOf(secretKeyFromWif(key.wif), litecoinRegtest.network)[key.type]).toBe(key.address)
})

test.each(litecoindSignatures)(
  'a litecoind signmessage signature verifies, and the test wallet signs the same',
  (vector) => {
    const verify = (message: string) =>
      verifyBitcoinMessage({ ...vector, message, network: litecoinRegtest.chainId, networks })
    expect(verify(vector.message)).toBe(true)
    expect(verify(`${vector.message} `)).toBe(false)
    // Both sign deterministically (RFC 6979, low S): the same key signs the same bytes.
    const [p2pkh] = litecoindKeys
    expect(signLegacy(vector.message, secretKeyFromWif(p2pkh.wif), litecoinRegtest.network)).toBe(
      vector.signature,
    )
  },
)
