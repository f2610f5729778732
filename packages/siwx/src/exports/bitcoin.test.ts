import { expect, test } from 'vitest'

test('public API of @latchkit/siwx/bitcoin', async () => {
  expect(Object.keys(await import('./bitcoin.js')).sort()).toMatchInlineSnapshot(`
    [
      "BitcoinAddressError",
      "BitcoinSignatureFormatError",
      "UnknownBitcoinNetworkError",
      "UnsupportedBitcoinAddressError",
      "bitcoinNetworks",
      "createBitcoinVerifier",
      "verifyBitcoinMessage",
    ]
  `)
})
