import { expect, test } from 'vitest'

test('public API of @latchkit/siwx/polkadot', async () => {
  expect(Object.keys(await import('./polkadot.js')).sort()).toMatchInlineSnapshot(`
    [
      "PolkadotAddressError",
      "PolkadotSignatureFormatError",
      "createPolkadotVerifier",
      "verifyPolkadotMessage",
    ]
  `)
})
