import { expect, test } from 'vitest'

test('public API of @latchkit/siwx/server', async () => {
  expect(Object.keys(await import('./server.js')).sort()).toMatchInlineSnapshot(`
    [
      "NonceStoreOptionsError",
      "createMemoryNonceStore",
      "createPostgresNonceStore",
      "createRedisNonceStore",
      "issueNonce",
      "postgresNonceTableSql",
      "verifySignIn",
    ]
  `)
})
