import { expect, test } from 'vitest'
import { socialProviderIds, socialProviders } from './socialProvider.js'

test('every provider the modal offers has one definition, under its own id', () => {
  expect(Object.keys(socialProviders).sort()).toEqual([...socialProviderIds].sort())
  for (const id of socialProviderIds) expect(socialProviders[id].id).toBe(id)
})

test('OpenID providers are verified by ID token, the others read a user endpoint', () => {
  const protocols = Object.fromEntries(socialProviderIds.map((id) => [id, socialProviders[id].protocol]))
  expect(protocols).toEqual({
    google: 'openid',
    apple: 'openid',
    github: 'oauth2',
    facebook: 'oauth2',
    x: 'oauth2',
    discord: 'oauth2',
  })
  for (const definition of Object.values(socialProviders)) {
    const { issuer, jwks, userInfo } = definition.endpoints
    if (definition.protocol === 'openid') {
      expect(typeof definition.identityFromClaims).toBe('function')
      expect(definition.readIdentity).toBeUndefined()
      expect(definition.scopes).toContain('email')
      expect([issuer, jwks]).toEqual([
        expect.stringMatching(/^https:\/\//),
        expect.stringMatching(/^https:\/\//),
      ])
    } else {
      expect(typeof definition.readIdentity).toBe('function')
      expect(definition.identityFromClaims).toBeUndefined()
      expect(userInfo).toMatch(/^https:\/\//)
    }
  }
})

test('every real endpoint is HTTPS and the definitions cannot be changed at run time', () => {
  for (const definition of Object.values(socialProviders)) {
    for (const url of Object.values(definition.endpoints)) expect(new URL(url ?? '').protocol).toBe('https:')
  }
  const { github } = socialProviders
  expect(() => {
    ;(github.endpoints as { userInfo?: string }).userInfo = 'http://127.0.0.1:1/user'
  }).toThrow(TypeError)
  expect(() => {
    ;(github.scopes as string[]).push('repo')
  }).toThrow(TypeError)
  expect(github.endpoints.userInfo).toBe('https://api.github.com/user')
  expect(github.scopes).toEqual(['user:email'])
})
