import { expect, test } from 'vitest'

test('public API of @latchkit/siwx', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "SiwxMessageError",
      "SiwxSessionRefusedError",
      "createSiwx",
      "formatSiwxMessage",
      "generateNonce",
      "parseSiwxMessage",
    ]
  `)
})
