import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { WalletServerConfigError } from '../../errors.js'
import { readUserEndpoint, userEndpointMaxBytes, userInfoEndpoint } from './readUserEndpoint.js'
import { thrownBy } from './test-utils/definitionParts.js'
import { type ProviderStub, startProviderStub } from './test-utils/providerStub.js'

const accessToken = 'ya29.a0AfB_byC-token'
let stub: ProviderStub
const read = (path: string) =>
  readUserEndpoint({ provider: 'discord', url: `${stub.url}${path}`, accessToken, fetch })

beforeAll(async () => {
  stub = await startProviderStub()
})
afterAll(async () => {
  await stub.close()
})
beforeEach(() => {
  stub.requests.length = 0
  stub.answers.clear()
})

test('a redirect is refused, so the token never reaches another address', async () => {
  stub.answers.set('/me', { status: 302, body: '', headers: { location: `${stub.url}/elsewhere` } })
  stub.answers.set('/elsewhere', { body: { id: '1' } })
  await expect(read('/me')).rejects.toMatchObject({
    name: 'SocialProviderRequestError',
    problem: 'unreachable',
  })
  expect(stub.requests.map((request) => request.path)).toEqual(['/me'])
})

test('an answer that is not JSON, or larger than the limit, is refused', async () => {
  stub.answers.set('/html', { body: '<html>Login</html>', headers: { 'content-type': 'text/html' } })
  await expect(read('/html')).rejects.toMatchObject({ problem: 'not-json', status: 200 })
  stub.answers.set('/huge', { body: { padding: 'x'.repeat(userEndpointMaxBytes) } })
  await expect(read('/huge')).rejects.toMatchObject({ problem: 'too-large' })
})

test('an answer larger than the limit is refused even when it does not say its length', async () => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    for (let sent = 0; sent <= userEndpointMaxBytes; sent += chunk.byteLength) response.write(chunk)
    response.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/me`
    await expect(readUserEndpoint({ provider: 'x', url, accessToken, fetch })).rejects.toMatchObject({
      problem: 'too-large',
    })
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

test('an endpoint nobody answers at is reported unreachable, without the token', async () => {
  const closed = await startProviderStub()
  const url = `${closed.url}/me?access_token=${accessToken}`
  await closed.close()
  const error = await readUserEndpoint({ provider: 'github', url, accessToken, fetch }).catch(
    (caught) => caught,
  )
  expect(error).toMatchObject({
    name: 'SocialProviderRequestError',
    provider: 'github',
    problem: 'unreachable',
  })
  expect(String(error)).toContain(`${closed.url}/me`)
  expect(String(error)).not.toContain(accessToken)
})

test('a provider configured without a user endpoint is a configuration error', () => {
  const error = thrownBy(() => userInfoEndpoint('github', { authorization: 'https://a', token: 'https://t' }))
  expect(error).toBeInstanceOf(WalletServerConfigError)
  expect(error).toMatchObject({ field: 'github endpoints.userInfo' })
})
