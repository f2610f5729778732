import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { facebookProvider } from './facebook.js'
import { identityReader } from './test-utils/definitionParts.js'
import { type ProviderStub, startProviderStub } from './test-utils/providerStub.js'

// `GET /me?fields=id,name,email` as the Graph API answers it.
const me = { id: '10161187534456789', name: 'Jane Doe', email: 'jane.doe@example.com' }
const accessToken = 'EAAGm0PX4ZCpsBAK7yHZBZCZAZBZAbcdef'
const appSecret = 'f1e2d3c4b5a697887766554433221100'

let stub: ProviderStub
const readIdentity = identityReader(facebookProvider)
const read = (clientSecret?: string) =>
  readIdentity({
    accessToken,
    endpoints: { ...facebookProvider.endpoints, userInfo: `${stub.url}/v26.0/me` },
    fetch,
    clientSecret,
  })

beforeAll(async () => {
  stub = await startProviderStub()
})
afterAll(async () => {
  await stub.close()
})
beforeEach(() => {
  stub.requests.length = 0
  stub.answers.set('/v26.0/me', { body: me })
})

test('a Facebook account is its app-scoped id, shown by its name, with the address Facebook gives', async () => {
  expect(await read(appSecret)).toEqual({
    provider: 'facebook',
    subject: '10161187534456789',
    username: 'Jane Doe',
    email: 'jane.doe@example.com',
  })
  const [request] = stub.requests
  expect(request?.query.get('fields')).toBe('id,name,email')
  expect(request?.headers.authorization).toBe(`Bearer ${accessToken}`)
  // The call is signed with the app secret, as an app with "Require App Secret" demands.
  expect(request?.query.get('appsecret_proof')).toBe(
    createHmac('sha256', appSecret).update(accessToken).digest('hex'),
  )
})

test('without the secret the call is unsigned; without an address there is no email', async () => {
  stub.answers.set('/v26.0/me', { body: { id: me.id, name: me.name } })
  expect(await read()).toEqual({ provider: 'facebook', subject: me.id, username: 'Jane Doe' })
  expect(stub.requests[0]?.query.has('appsecret_proof')).toBe(false)
})

test("Graph's refusal, and an answer without an id, stop the sign-in with a typed error", async () => {
  stub.answers.set('/v26.0/me', {
    status: 400,
    body: {
      error: {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
        fbtrace_id: 'AbCdEfGhIjK',
      },
    },
  })
  const refused = await read(appSecret).catch((error: unknown) => error)
  expect(refused).toMatchObject({ name: 'SocialProviderRequestError', problem: 'status', status: 400 })
  // The message names the endpoint, never the token or its proof.
  expect(String(refused)).not.toContain(accessToken)
  expect(String(refused)).not.toContain('appsecret_proof')
  stub.answers.set('/v26.0/me', { body: { name: me.name } })
  await expect(read()).rejects.toMatchObject({ name: 'SocialProviderAnswerError', field: 'id' })
})

test('a hostile name is shown cleaned and cut', async () => {
  stub.answers.set('/v26.0/me', { body: { ...me, name: `\u202E${'Jane '.repeat(30)}` } })
  const { username } = await read()
  expect(username).toBe('Jane '.repeat(13).slice(0, 64).trimEnd())
  expect(Array.from(username).length).toBeLessThanOrEqual(64)
})
