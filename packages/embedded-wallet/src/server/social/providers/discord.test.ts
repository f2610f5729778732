import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { discordProvider, discordUsername } from './discord.js'
import { identityReader } from './test-utils/definitionParts.js'
import { type ProviderStub, startProviderStub } from './test-utils/providerStub.js'

// `GET /users/@me` with `identify email`, as Discord's reference shows a user on the unique
// usernames (discriminator "0", a display name of their own).
const nelly = {
  id: '80351110224678912',
  username: 'nelly',
  discriminator: '0',
  global_name: 'Nelly',
  avatar: '8342729096ea3675442027381ff50dfe',
  verified: true,
  email: 'nelly@discord.com',
  flags: 64,
  banner: '06c16474723fe537c283b8efa61a30c8',
  accent_color: 16711680,
  premium_type: 1,
  public_flags: 64,
  avatar_decoration_data: null,
  locale: 'en-US',
  mfa_enabled: true,
}

// What the modal shows of a Discord username: AppKit's rule, a last `0` dropped.
const shown = (username: string) => (username.endsWith('0') ? username.slice(0, -1) : username)

let stub: ProviderStub
const readIdentity = identityReader(discordProvider)
const read = () =>
  readIdentity({
    accessToken: '6qrZcUqja7812RVdnEKjpzOL4CvHBFG',
    endpoints: { ...discordProvider.endpoints, userInfo: `${stub.url}/api/v10/users/@me` },
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
  stub.answers.set('/api/v10/users/@me', { body: nelly })
})

test('a Discord account is its snowflake, with its verified address, and the modal shows its username', async () => {
  const identity = await read()
  expect(identity).toEqual({
    provider: 'discord',
    subject: '80351110224678912',
    username: 'nelly0',
    email: 'nelly@discord.com',
  })
  expect(shown(identity.username)).toBe('nelly')
  expect(stub.requests[0]?.headers.authorization).toBe('Bearer 6qrZcUqja7812RVdnEKjpzOL4CvHBFG')
})

test('a username that ends in 0 keeps its 0 on screen, and a legacy tag keeps every digit', () => {
  expect(shown(discordUsername({ username: 'player0', discriminator: '0' }))).toBe('player0')
  expect(shown(discordUsername({ username: 'Nelly', discriminator: '1330' }))).toBe('Nelly#1330')
  expect(shown(discordUsername({ username: 'nelly' }))).toBe('nelly')
  expect(discordUsername({ username: '\u200B\u202E' })).toBe('')
})

test('an address Discord has not verified is not kept', async () => {
  stub.answers.set('/api/v10/users/@me', { body: { ...nelly, verified: false } })
  expect(await read()).toEqual({ provider: 'discord', subject: nelly.id, username: 'nelly0' })
  stub.answers.set('/api/v10/users/@me', { body: { ...nelly, email: null } })
  expect((await read()).email).toBeUndefined()
})

test("Discord's refusal, and an answer without an id, stop the sign-in with a typed error", async () => {
  stub.answers.set('/api/v10/users/@me', { status: 401, body: { message: '401: Unauthorized', code: 0 } })
  await expect(read()).rejects.toMatchObject({ name: 'SocialProviderRequestError', status: 401 })
  stub.answers.set('/api/v10/users/@me', { body: { ...nelly, id: 80351110224678912 } })
  await expect(read()).rejects.toMatchObject({ name: 'SocialProviderAnswerError', field: 'id' })
})

test('a hostile username is shown cleaned', async () => {
  stub.answers.set('/api/v10/users/@me', { body: { ...nelly, username: 'ne\u202Ell\u200By' } })
  expect(shown((await read()).username)).toBe('nelly')
})
