import { expect, test } from 'vitest'
import { socialProviders } from '../social/providers/socialProvider.js'
import { resolveSocialLogin } from './resolveSocialLogin.js'

test('no social part: no provider is offered', () => {
  expect(resolveSocialLogin(undefined)).toEqual({})
})

test('an enabled provider joins its definition, with the endpoints the operator replaced', () => {
  const resolved = resolveSocialLogin({
    google: { clientId: 'id', clientSecret: 'secret', endpoints: { token: 'http://127.0.0.1:9000/token' } },
    github: { clientId: 'gh', clientSecret: 'gh-secret' },
  })
  expect(Object.keys(resolved).sort()).toEqual(['github', 'google'])
  expect(resolved.google).toMatchObject({
    clientId: 'id',
    clientSecret: 'secret',
    endpoints: { ...socialProviders.google.endpoints, token: 'http://127.0.0.1:9000/token' },
  })
  expect(resolved.github?.endpoints).toEqual(socialProviders.github.endpoints)
})

test.each([
  [{ myspace: { clientId: 'a', clientSecret: 'b' } }, 'social.myspace'],
  [{ google: { clientId: '', clientSecret: 'b' } }, 'social.google.clientId'],
  [{ google: { clientId: 'a' } }, 'social.google.clientSecret'],
  [
    {
      google: {
        clientId: 'a',
        clientSecret: 'b',
        endpoints: { token: 'http://accounts.example.test/token' },
      },
    },
    'social.google.endpoints.token',
  ],
  [
    { google: { clientId: 'a', clientSecret: 'b', endpoints: { token: 'not a url' } } },
    'social.google.endpoints.token',
  ],
  [
    { google: { clientId: 'a', clientSecret: 'b', endpoints: { logout: 'https://x.test' } } },
    'social.google.endpoints.logout',
  ],
  [[], 'social'],
])('refuses %j, naming %s', (config, field) => {
  expect(() => resolveSocialLogin(config)).toThrow(
    expect.objectContaining({ name: 'WalletServerConfigError', field }),
  )
})
