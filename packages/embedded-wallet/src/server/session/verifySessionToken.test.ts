import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from '../createWalletServer.js'
import { SessionTokenError } from '../errors.js'
import { apiClient, projectId, rigConfig, signIn } from '../test-utils/walletServerRig.js'
import { fetchSessionJwks, verifySessionToken } from './verifySessionToken.js'

// A site's own server learns who the visitor is from the access token the frame passes on, by
// checking it against the wallet service's published keys.

let mail: MailCatcher
let wallet: WalletServer
let site: Server
let siteUrl: string
let siteNow = Date.now()

beforeAll(async () => {
  mail = await startMailCatcher()
  wallet = await createWalletServer(rigConfig(mail))
  // The site's server: `GET /account` with the visitor's token.
  site = createServer(async (request, response) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    try {
      const visitor = await verifySessionToken(token, {
        jwksUrl: `${wallet.url}/.well-known/jwks.json`,
        issuer: wallet.url,
        audience: projectId,
        now: siteNow,
      })
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(visitor))
    } catch (error) {
      const problem = error instanceof SessionTokenError ? error.problem : 'other'
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ problem }))
    }
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(async () => {
  site?.closeAllConnections()
  await new Promise((resolve) => site?.close(resolve))
  await wallet?.close()
  await mail?.stop()
})

const askSite = async (token: string) => {
  const response = await fetch(`${siteUrl}/account`, { headers: { authorization: `Bearer ${token}` } })
  return { status: response.status, body: await response.json() }
}

test("a site's server verifies a real token, and refuses a tampered or expired one", async () => {
  const session = await signIn(apiClient(wallet.url), mail, 'site.visitor@example.test')
  siteNow = Date.now()
  expect(await askSite(session.accessToken)).toMatchObject({
    status: 200,
    body: {
      userId: session.user.id,
      email: 'site.visitor@example.test',
      projectId,
      sessionId: expect.any(String),
    },
  })

  const [header, claims, signature] = session.accessToken.split('.') as [string, string, string]
  const forged = { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), email: 'admin@example.test' }
  const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`
  expect(await askSite(tampered)).toEqual({ status: 401, body: { problem: 'bad-signature' } })
  expect(await askSite(`${header}.${claims}`)).toEqual({ status: 401, body: { problem: 'malformed' } })

  siteNow = Date.now() + 16 * 60_000
  expect(await askSite(session.accessToken)).toEqual({ status: 401, body: { problem: 'expired' } })
})

test('a token is refused for another project or another issuer', async () => {
  const session = await signIn(apiClient(wallet.url), mail, 'other.site@example.test')
  const jwks = await fetchSessionJwks(`${wallet.url}/.well-known/jwks.json`)
  await expect(
    verifySessionToken(session.accessToken, { jwks, issuer: wallet.url, audience: 'another-project' }),
  ).rejects.toMatchObject({ name: 'SessionTokenError', problem: 'wrong-audience' })
  await expect(
    verifySessionToken(session.accessToken, {
      jwks,
      issuer: 'https://impostor.example.test',
      audience: projectId,
    }),
  ).rejects.toMatchObject({ name: 'SessionTokenError', problem: 'wrong-issuer' })
  await expect(
    verifySessionToken(session.accessToken, { jwks: { keys: [] }, issuer: wallet.url, audience: projectId }),
  ).rejects.toMatchObject({
    name: 'SessionTokenError',
    problem: 'unknown-key',
    shortMessage: 'Session Expired',
  })
  await expect(fetchSessionJwks(`${wallet.url}/nothing`)).rejects.toMatchObject({ name: 'JwksFetchError' })
})
