import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { SocialProviderAnswerError, SocialProviderRequestError } from './errors.js'
import { githubProvider } from './github.js'
import { identityReader } from './test-utils/definitionParts.js'
import { type ProviderStub, startProviderStub } from './test-utils/providerStub.js'

// `/user` and `/user/emails` as GitHub's REST reference shows them.
const octocat = {
  login: 'octocat',
  id: 583231,
  node_id: 'MDQ6VXNlcjU4MzIzMQ==',
  avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
  html_url: 'https://github.com/octocat',
  type: 'User',
  site_admin: false,
  name: 'The Octocat',
  company: '@github',
  blog: 'https://github.blog',
  location: 'San Francisco',
  email: 'octocat@github.com',
  hireable: null,
  bio: null,
  twitter_username: null,
  public_repos: 8,
  followers: 9999,
  following: 9,
  created_at: '2011-01-25T18:44:36Z',
  updated_at: '2026-01-22T12:13:48Z',
}
const octocatEmails = [
  { email: 'octocat@users.noreply.github.com', verified: true, primary: false, visibility: null },
  { email: 'Octocat@GitHub.com', verified: true, primary: true, visibility: 'public' },
]

let stub: ProviderStub
const readIdentity = identityReader(githubProvider)
const read = () =>
  readIdentity({
    accessToken: 'gho_16C7e42F292c6912E7710c838347Ae178B4a',
    endpoints: { ...githubProvider.endpoints, userInfo: `${stub.url}/user` },
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
  stub.answers.set('/user', { body: octocat })
  stub.answers.set('/user/emails', { body: octocatEmails })
})

test('a GitHub account is its numeric id, shown by its login, with its primary verified address', async () => {
  expect(await read()).toEqual({
    provider: 'github',
    subject: '583231',
    username: 'octocat',
    email: 'octocat@github.com',
  })
  // GitHub's API refuses requests without a User-Agent; both reads carry the token.
  expect(stub.requests.map((request) => request.path).sort()).toEqual(['/user', '/user/emails'])
  for (const request of stub.requests) {
    expect(request.headers).toMatchObject({
      authorization: 'Bearer gho_16C7e42F292c6912E7710c838347Ae178B4a',
      'user-agent': 'latchkit-wallet-server',
      accept: 'application/vnd.github+json',
    })
  }
})

test('without a primary verified address there is no email, whatever the profile shows', async () => {
  stub.answers.set('/user/emails', {
    body: [
      { email: 'octocat@github.com', verified: false, primary: true, visibility: 'public' },
      { email: 'octo@example.com', verified: true, primary: false, visibility: null },
    ],
  })
  expect(await read()).toEqual({ provider: 'github', subject: '583231', username: 'octocat' })
})

test('an app without the email permission signs the visitor in without an address', async () => {
  stub.answers.set('/user/emails', {
    status: 403,
    body: { message: 'Resource not accessible by integration', status: '403' },
  })
  expect(await read()).toEqual({ provider: 'github', subject: '583231', username: 'octocat' })
})

test('a refused token or a failing emails read stops the sign-in with a typed error', async () => {
  stub.answers.set('/user', { status: 401, body: { message: 'Bad credentials', status: '401' } })
  await expect(read()).rejects.toMatchObject({
    name: 'SocialProviderRequestError',
    provider: 'github',
    problem: 'status',
    status: 401,
  })
  stub.answers.set('/user', { body: octocat })
  stub.answers.set('/user/emails', { status: 500, body: { message: 'Server Error' } })
  await expect(read()).rejects.toBeInstanceOf(SocialProviderRequestError)
})

test('a profile without a numeric id, or emails that are not a list, are refused', async () => {
  for (const id of ['583231', undefined, -1, 1.5, null]) {
    stub.answers.set('/user', { body: { ...octocat, id } })
    await expect(read()).rejects.toMatchObject({ name: 'SocialProviderAnswerError', field: 'id' })
  }
  stub.answers.set('/user', { body: octocat })
  stub.answers.set('/user/emails', { body: { email: 'octocat@github.com', primary: true, verified: true } })
  await expect(read()).rejects.toBeInstanceOf(SocialProviderAnswerError)
})

test('a hostile login is shown cleaned', async () => {
  stub.answers.set('/user', { body: { ...octocat, login: 'octo\u202Ecat\u200D\u0007' } })
  expect((await read()).username).toBe('octocat')
})
