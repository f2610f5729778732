import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import { projectId, rigConfig, siteOrigin } from './test-utils/walletServerRig.js'

// GET /projects/v1/origins: what a site reads before an email login (spec section 5), in the
// wallet registry's shape. Public (the same list is the frame's frame-ancestors), rate limited.

let mail: MailCatcher
let server: WalletServer

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await createWalletServer(rigConfig(mail, { limits: { requestsPerIpPerMinute: 3 } }))
})
afterAll(async () => {
  await server?.close()
  await mail?.stop()
})

const origins = (project: string, init: RequestInit = {}) =>
  fetch(`${server.url}/projects/v1/origins?projectId=${project}&st=latchkit&sv=test`, init)

test("any page reads a project's allowed origins; an unknown project is 'Invalid Project ID'; the fourth read in a minute is 'Rate Limited'", async () => {
  const preflight = await origins(projectId, {
    method: 'OPTIONS',
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*')

  const read = await origins(projectId, { headers: { origin: 'https://elsewhere.example' } })
  expect(read.status).toBe(200)
  expect(read.headers.get('access-control-allow-origin')).toBe('*')
  expect(await read.json()).toEqual({ allowedOrigins: [siteOrigin, 'https://*.shop.example.test'] })

  const unknown = await origins('no-such-project')
  expect(unknown.status).toBe(404)
  expect(await unknown.json()).toEqual({
    error: { code: 'not_found', message: 'Invalid Project ID', reason: 'INVALID_PROJECT_ID' },
  })

  expect((await origins(projectId)).status).toBe(200)
  const limited = await origins(projectId)
  expect(limited.status).toBe(429)
  expect(limited.headers.get('access-control-allow-origin')).toBe('*')
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited', message: 'Rate Limited' } })
})
