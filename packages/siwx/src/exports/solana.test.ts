import { expect, test } from 'vitest'

test('public API of @latchkit/siwx/solana', async () => {
  expect(Object.keys(await import('./solana.js')).sort()).toMatchInlineSnapshot(`
    [
      "createSolanaVerifier",
    ]
  `)
})
