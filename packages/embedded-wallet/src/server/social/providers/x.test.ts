import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { identityReader } from './test-utils/definitionParts.js'
import { type ProviderStub, startProviderStub } from './test-utils/providerStub.js'
import { xProvider } from './x.js'

// `GET /2/users/me` as X's API reference shows it.
const me = { data: { id: '2244994945', name: 'X Developers', username: 'XDevelopers' } }

let stub: ProviderStub
const readIdentity = identityReader(xProvider)
const read = () =>
  readIdentity({
    accessToken: 'bWRjR2pnVG5xQ2F0',
    endpoints: { ...xProvider.endpoints, userInfo: `${stub.url}/2/users/me` },
    fetch,
  })

beforeAll(async () => {
  stub = await startProviderStub()
})
afterAll(async () => {
  await stub.close()
})
beforeEach(() => {
  stub.requests.length = 0
  stub.answers.set('/2/users/me', { body: me })
})

test('an X account is its numeric id, shown by its handle, and never has an address', async () => {
  expect(await read()).toEqual({ provider: 'x', subject: '2244994945', username: 'XDevelopers' })
  expect(stub.requests[0]?.headers.authorization).toBe('Bearer bWRjR2pnVG5xQ2F0')
  stub.answers.set('/2/users/me', { body: { data: { ...me.data, confirmed_email: 'dev@x.com' } } })
  expect((await read()).email).toBeUndefined()
})

test("X's refusals and answers without data.id stop the sign-in with a typed error", async () => {
  stub.answers.set('/2/users/me', {
    status: 401,
    body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
  })
  await expect(read()).rejects.toMatchObject({ name: 'SocialProviderRequestError', status: 401 })
  // X answers some failures with status 200 and only `errors`.
  stub.answers.set('/2/users/me', {
    body: {
      errors: [
        {
          title: 'Not Found Error',
          detail: 'Could not find user',
          type: 'https://api.x.com/2/problems/resource-not-found',
        },
      ],
    },
  })
  await expect(read()).rejects.toMatchObject({
    name: 'SocialProviderAnswerError',
    provider: 'x',
    field: 'data.id',
  })
  stub.answers.set('/2/users/me', { body: { data: { ...me.data, id: 2244994945 } } })
  await expect(read()).rejects.toMatchObject({ name: 'SocialProviderAnswerError', field: 'data.id' })
})

test('a hostile handle is shown cleaned', async () => {
  stub.answers.set('/2/users/me', { body: { data: { ...me.data, username: '\u2066X\u2069Dev\uFEFF' } } })
  expect((await read()).username).toBe('XDev')
})
