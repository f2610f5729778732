import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import { apiClient, projectId, rigConfig, siteOrigin } from './test-utils/walletServerRig.js'

// SECURITY.md, "The frame and the site" and "The service": the frame can be embedded only by
// the project's allowed origins, and the API answers only the frame's own origin.

let mail: MailCatcher
let server: WalletServer
const frameAssets = mkdtempSync(join(tmpdir(), 'latchkit-frame-app-'))

beforeAll(async () => {
  writeFileSync(join(frameAssets, 'app.js'), 'console.log("frame")\n')
  writeFileSync(join(frameAssets, 'app.css'), 'body { margin: 0 }\n')
  mkdirSync(join(frameAssets, 'locales'))
  writeFileSync(join(frameAssets, 'locales', 'pt-BR.js'), 'export const texts = {}\n')
  writeFileSync(join(frameAssets, 'secret.js'), 'not for the web\n')
  mail = await startMailCatcher()
  server = await createWalletServer(
    rigConfig(mail, {
      frameAssetsDirectory: frameAssets,
      projects: [
        { id: projectId, allowedOrigins: [siteOrigin, 'https://*.shop.example.test', 'http://localhost:*'] },
        { id: 'closed', allowedOrigins: [] },
      ],
    }),
  )
})
afterAll(async () => {
  await server?.close()
  await mail?.stop()
  rmSync(frameAssets, { recursive: true, force: true })
})

const cspOf = (response: Response) => response.headers.get('content-security-policy') ?? ''

describe('the frame', () => {
  test("its document lists exactly the project's origins as frame ancestors", async () => {
    const response = await fetch(`${server.url}/frame?projectId=${projectId}`)
    expect(response.status).toBe(200)
    expect(cspOf(response)).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
        "base-uri 'none'; form-action 'none'; " +
        'frame-ancestors https://shop.example.test https://*.shop.example.test http://localhost:*',
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<meta name="latchkit-project" content="shop">')
    expect(html).toContain('<script type="module" src="/frame/app.js"></script>')
    expect(html).toContain('<link rel="stylesheet" href="/frame/app.css">')
  })

  test('an unknown project, or one with no allowed origin, can be embedded by no page', async () => {
    for (const query of ['?projectId=unknown', '?projectId=%3Cscript%3E', ''] as const) {
      const response = await fetch(`${server.url}/frame${query}`)
      expect(response.status).toBe(404)
      expect(cspOf(response)).toContain("frame-ancestors 'none'")
    }
    const closed = await fetch(`${server.url}/frame?projectId=closed`)
    expect(closed.status).toBe(200)
    expect(cspOf(closed)).toMatch(/frame-ancestors 'none'$/)
  })

  test('its app and styles are served from the configured directory with their types', async () => {
    const script = await fetch(`${server.url}/frame/app.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('console.log("frame")\n')
    expect(cspOf(script)).toContain("frame-ancestors 'none'")
    const styles = await fetch(`${server.url}/frame/app.css`)
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(await styles.text()).toBe('body { margin: 0 }\n')
    expect((await fetch(`${server.url}/frame/other.js`)).status).toBe(404)
  })

  test("a language's texts are served by tag, and nothing else under locales/", async () => {
    const texts = await fetch(`${server.url}/frame/locales/pt-BR.js`)
    expect(texts.status).toBe(200)
    expect(texts.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await texts.text()).toBe('export const texts = {}\n')
    expect((await fetch(`${server.url}/frame/locales/de.js`)).status).toBe(404)
    for (const path of [
      '/frame/locales/..%2Fsecret.js',
      '/frame/locales/%2E%2E%2Fsecret.js',
      '/frame/locales/pt_BR.js',
    ])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404)
  })

  test("the frame reads its project's allowed origins from the API", async () => {
    expect((await apiClient(server.url).get(`/v1/projects/${projectId}`)).body).toEqual({
      id: projectId,
      allowedOrigins: [siteOrigin, 'https://*.shop.example.test', 'http://localhost:*'],
      managedRecovery: false,
      deviceApproval: false,
    })
    expect((await apiClient(server.url).get('/v1/projects/unknown')).status).toBe(404)
  })
})

describe('the API answers the frame origin only', () => {
  test("the site's origin and any other get 403 and no CORS header", async () => {
    for (const origin of [
      siteOrigin,
      'https://evil.example.test',
      'null',
      server.url.replace('127.0.0.1', 'localhost'),
    ]) {
      const api = apiClient(server.url, origin)
      for (const call of [
        api.get(`/v1/projects/${projectId}`),
        api.post('/v1/auth/email/start', { projectId, email: 'visitor@example.test' }),
        api.get('/v1/wallet'),
      ]) {
        const answer = await call
        expect(answer).toMatchObject({
          status: 403,
          body: { error: { code: 'origin_not_allowed', message: 'Origin Not Allowed' } },
        })
        expect(answer.headers.get('access-control-allow-origin')).toBeNull()
      }
    }
    expect(mail.messages()).toEqual([])
  })

  test('a preflight from another origin is refused without CORS headers', async () => {
    const response = await fetch(`${server.url}/v1/auth/email/start`, {
      method: 'OPTIONS',
      headers: { origin: siteOrigin, 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('a request with no Origin is answered only when the browser marks it same-origin', async () => {
    expect((await apiClient(server.url, null).get(`/v1/projects/${projectId}`)).status).toBe(403)
    const sameOrigin = await fetch(`${server.url}/v1/projects/${projectId}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(sameOrigin.status).toBe(200)
    const crossSite = await fetch(`${server.url}/v1/projects/${projectId}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
  })

  test('the public keys are the one thing any origin may read', async () => {
    const response = await fetch(`${server.url}/.well-known/jwks.json`, { headers: { origin: siteOrigin } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const { keys } = await response.json()
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: expect.any(String),
        alg: 'ES256',
        use: 'sig',
      },
    ])
    expect(keys[0]).not.toHaveProperty('d')
  })

  test('unknown routes and bodies that are not JSON objects are refused', async () => {
    const api = apiClient(server.url)
    expect(await api.get('/v1/nothing')).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    })
    for (const body of ['[1]', 'null', '{', '"text"']) {
      const response = await fetch(`${server.url}/v1/auth/email/start`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body,
      })
      expect(response.status).toBe(400)
    }
    const form = await fetch(`${server.url}/v1/auth/email/start`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'projectId=shop&email=a%40example.test',
    })
    expect(form.status).toBe(400)
    const large = await api.post('/v1/auth/email/start', {
      projectId,
      email: 'big@example.test',
      padding: 'x'.repeat(20_000),
    })
    expect(large).toMatchObject({ status: 400, body: { error: { message: 'The body is too large.' } } })
  })
})
