import { expect, test } from 'vitest'

test('public API of @latchkit/siwx/evm', async () => {
  expect(Object.keys(await import('./evm.js')).sort()).toMatchInlineSnapshot(`
    [
      "createEvmVerifier",
    ]
  `)
})
